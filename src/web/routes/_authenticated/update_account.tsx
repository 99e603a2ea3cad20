import { createFileRoute, redirect } from '@tanstack/react-router';
import { UpdateAccountScreen } from '../../features/auth/components/update-account-screen';
import { resolvePostLoginDestination } from '../../features/auth/lib/post-login-destination';
import { currentUserQuery } from '../../lib/session/current-user.query';
import { setServiceType } from '../../lib/session/service-type';

/**
 * First-time activation, or a new password after an expiry: only for a signed-in user whose
 * password is not updated, never set or expired (the spec's "navigation state flags it as
 * accessible"). Anyone else goes where the post-login rules send them, or to `/` without a main
 * company.
 */
export const Route = createFileRoute('/_authenticated/update_account')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    if (!user.updatedPassword) return;
    const destination = resolvePostLoginDestination(user);
    if (destination?.serviceType) setServiceType(destination.serviceType);
    throw redirect({ href: destination?.to ?? '/', replace: true });
  },
  component: UpdateAccountScreen,
});
