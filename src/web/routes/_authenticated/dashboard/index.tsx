import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '../../../lib/session/current-user.query';

/** /dashboard/ itself: the group home for a company that belongs to a group, else the home. */
export const Route = createFileRoute('/_authenticated/dashboard/')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    throw redirect({ to: user.mainCompany?.group ? '/dashboard/group-home' : '/dashboard/home', replace: true });
  },
});
