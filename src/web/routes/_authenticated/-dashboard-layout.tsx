import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import { OnboardingTour } from '../../features/onboarding-tour/components/onboarding-tour';
import { openTour } from '../../features/onboarding-tour/lib/tour-state';
import { currentUserQuery } from '../../lib/session/current-user.query';
import { DashboardShell } from '../../components/app-shell/dashboard-shell';

/** The signed-in office screens' frame (header, menu, notifications, tour) around the child route. */
export function DashboardLayout() {
  const user = useQuery(currentUserQuery()).data;
  return (
    <DashboardShell notifications={<NotificationsMenu />} tour={<OnboardingTour userId={user?.id} />} onOpenTour={openTour}>
      <Outlet />
    </DashboardShell>
  );
}
