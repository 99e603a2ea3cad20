import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { GroupHomeScreen } from '../../../features/group-home/components/group-home-screen';
import { groupIdOf } from '../../../lib/company/group-id';
import { currentUserQuery } from '../../../lib/session/current-user.query';

/** The group home, for a user whose main company is a group or one of its companies; others go home. */
export const Route = createFileRoute('/_authenticated/dashboard/group-home')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    if (!groupIdOf(user.mainCompany)) throw redirect({ to: '/dashboard/home', replace: true });
  },
  component: GroupHomeRoute,
});

function GroupHomeRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const groupId = groupIdOf(user.mainCompany);
  // The main company can change while the page is open (company switcher): key by group.
  return groupId ? <GroupHomeScreen key={groupId} user={user} groupId={groupId} /> : null;
}
