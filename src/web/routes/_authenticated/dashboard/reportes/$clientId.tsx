import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FilingsSection } from '../../../../features/filings/components/filings-section';
import { ReportsScreen } from '../../../../features/reports/components/reports-screen';
import { currentUserQuery } from '../../../../lib/session/current-user.query';
import { permissionsOf } from '../../../../lib/session/user-permissions';

/** MIS REPORTES (spec 2 §2, issue 24): the signed-in provider's reports for one client; canAccessReport, checked by the server too. */
export const Route = createFileRoute('/_authenticated/dashboard/reportes/$clientId')({
  component: ReportesRoute,
});

function ReportesRoute() {
  const { clientId } = Route.useParams();
  const { data: user } = useQuery(currentUserQuery());
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  const providerId = user.mainCompany?.id ?? '';
  return (
    <ReportsScreen
      key={`${providerId}:${clientId}`}
      clientId={clientId}
      providerId={providerId}
      allowed={permissionsOf(user).canAccessReport}
      // The provider's own filings: no clientId (given, the section reads as that client's read-only view).
      filings={providerId ? <FilingsSection providerId={providerId} /> : null}
    />
  );
}
