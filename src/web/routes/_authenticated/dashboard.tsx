import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from './-dashboard-layout';
import { currentUserQuery } from '../../lib/session/current-user.query';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // Start loading the user at once; the shell and the screens show their own loading states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQuery());
  },
  component: DashboardLayout,
});
