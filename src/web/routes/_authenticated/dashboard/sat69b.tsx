import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SatAnalysisScreen } from '../../../features/sat-analysis/components/sat-analysis-screen';
import { hasSatListsProduct } from '../../../features/sat-analysis/components/sat-analysis-home-card';
import { SatLookupDialog } from '../../../features/sat-lookup/components/sat-lookup-dialog';
import { currentUserQuery } from '../../../lib/session/current-user.query';

/** Análisis 69 y 69B (SAT), spec 2 §2: the company's providers against the SAT lists; 'Consultar' opens the RFC lookup. */
export const Route = createFileRoute('/_authenticated/dashboard/sat69b')({
  component: Sat69bRoute,
});

function Sat69bRoute() {
  const { data: user } = useQuery(currentUserQuery());
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  const company = user.mainCompany;
  return (
    <SatAnalysisScreen
      key={company?.id ?? 'none'}
      companyId={company?.id ?? ''}
      companyRfc={company?.rfc ?? ''}
      hasProduct={hasSatListsProduct(user)}
      renderLookup={(dialog) => <SatLookupDialog {...dialog} />}
    />
  );
}
