import { createFileRoute, redirect } from '@tanstack/react-router';
import { FieldHomeScreen } from '../features/field-home/components/field-home-screen';
import { readFieldKit } from '../features/generator-wizard/lib/field-kit';
import { readOfflineIdentity } from '../lib/session/offline-identity';

/**
 * The field home (issue 10 §1), a public route: it works from what the device kept for the last
 * signed-in user. Nobody remembered → the sign-in; an office user → the dashboard.
 */
export const Route = createFileRoute('/campo')({
  beforeLoad: async () => {
    const identity = await readOfflineIdentity();
    if (!identity) throw redirect({ to: '/', replace: true });
    if (!identity.fieldUser) throw redirect({ to: '/dashboard', replace: true });
    return { identity };
  },
  component: FieldHomeRoute,
});

function FieldHomeRoute() {
  const { identity } = Route.useRouteContext();
  return <FieldHomeScreen identity={identity} loadKit={readFieldKit} />;
}
