import { createFileRoute, redirect } from '@tanstack/react-router';
import { CompanyDataScreen } from '../features/company-data/components/company-data-screen';
import { currentUserQuery } from '../lib/session/current-user.query';
import { ensureSessionRestored } from '../lib/session/restore-session';

/**
 * The company data form (public in the spec's route table): saving needs a session, so a visitor
 * signs in first and comes back; a company whose data is complete goes to the dashboard.
 */
export const Route = createFileRoute('/additional-data')({
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureSessionRestored())) throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    if (!user.mainCompany || user.mainCompany.updatedData) throw redirect({ to: '/dashboard', replace: true });
  },
  component: CompanyDataScreen,
});
