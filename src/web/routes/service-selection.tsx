import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ServiceSelectionScreen } from '../features/service-selection/components/service-selection-screen';
import { currentUserQuery } from '../lib/session/current-user.query';
import { ensureSessionRestored } from '../lib/session/restore-session';

/**
 * The spec lists this route as public, but the cards come from the signed-in user's main company:
 * without a session the user signs in first and comes back here.
 */
export const Route = createFileRoute('/service-selection')({
  beforeLoad: async ({ location }) => {
    if (await ensureSessionRestored()) return;
    throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: ServiceSelectionRoute,
});

function ServiceSelectionRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  return <ServiceSelectionScreen user={user} />;
}
