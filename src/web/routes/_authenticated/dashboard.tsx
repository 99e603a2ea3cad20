import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardShell } from '../../components/app-shell/dashboard-shell';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { OnboardingTour } from '../../features/onboarding-tour/components/onboarding-tour';
import { openTour } from '../../features/onboarding-tour/lib/tour-state';
import { currentUserQuery } from '../../lib/session/current-user.query';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // Start loading the user at once; the shell and the screens show their own loading states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQuery());
  },
  component: DashboardLayout,
});

function DashboardLayout() {
  const user = useQuery(currentUserQuery()).data;
  return (
    <DashboardShell notifications={<NotificationsMenu />} tour={<OnboardingTour userId={user?.id} />} onOpenTour={openTour}>
      <Outlet />
    </DashboardShell>
  );
}
