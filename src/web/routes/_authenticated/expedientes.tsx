import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from './-dashboard-layout';
import { currentUserQuery } from '../../lib/session/current-user.query';

/** A company's expedient opens from the dashboard's lists and the risk board: it keeps their frame. */
export const Route = createFileRoute('/_authenticated/expedientes')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQuery());
  },
  component: DashboardLayout,
});
