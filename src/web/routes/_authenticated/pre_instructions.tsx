import { createFileRoute, redirect } from '@tanstack/react-router';
import { CompanyDataGate } from '../../features/company-data/components/company-data-gate';
import { currentUserQuery } from '../../lib/session/current-user.query';

/** The company data gate: only while the main company has not completed its data (spec 1 §2). */
export const Route = createFileRoute('/_authenticated/pre_instructions')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    if (!user.mainCompany || user.mainCompany.updatedData) throw redirect({ to: '/dashboard', replace: true });
  },
  component: CompanyDataGate,
});
