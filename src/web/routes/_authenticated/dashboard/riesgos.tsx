import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';
import { ClientFilingsTable } from '../../../features/filings/components/client-filings-table';
import { RiskBoardScreen } from '../../../features/risk-board/components/risk-board-screen';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { permissionsOf } from '../../../lib/session/user-permissions';

/** Tablero de riesgos (spec 2 §2, issue 24): canAccessRiesgos; the server checks it too. */
export const Route = createFileRoute('/_authenticated/dashboard/riesgos')({
  component: RiesgosRoute,
});

function RiesgosRoute() {
  const { data: user } = useQuery(currentUserQuery());
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  const companyId = user.mainCompany?.id ?? '';
  const allowed = Boolean(companyId) && permissionsOf(user).canAccessRiesgos;
  return (
    <Stack gap="xl">
      <RiskBoardScreen key={companyId || 'none'} companyId={companyId} allowed={allowed} />
      {/* The providers' ICSOE/SISUB filings of a chosen four-month period (the board shows the last one due). */}
      {allowed ? <ClientFilingsTable key={`filings-${companyId}`} clientId={companyId} /> : null}
    </Stack>
  );
}
