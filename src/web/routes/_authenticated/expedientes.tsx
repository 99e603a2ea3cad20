import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout, prefetchCurrentUser } from './-dashboard-layout';

/** A company's expedient opens from the dashboard's lists and the risk board: it keeps their frame. */
export const Route = createFileRoute('/_authenticated/expedientes')({
  loader: prefetchCurrentUser,
  component: DashboardLayout,
});
