import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout, prefetchCurrentUser } from './-dashboard-layout';

export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: prefetchCurrentUser,
  component: DashboardLayout,
});
