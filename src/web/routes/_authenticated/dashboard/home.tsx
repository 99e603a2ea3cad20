import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { AddCounterpartDialog } from '../../../features/counterparts/components/add-counterpart-dialog';
import { HomeComplianceSection } from '../../../features/compliance-home/components/home-compliance-section';
import { GeneratorsHomeScreen } from '../../../features/generators-home/components/generators-home-screen';
import { HomeScreen } from '../../../features/home/components/home-screen';
import { RiskHomeCard } from '../../../features/risk-board/components/risk-home-card';
import { SatAnalysisHomeCard } from '../../../features/sat-analysis/components/sat-analysis-home-card';
import { SatLookupDialog } from '../../../features/sat-lookup/components/sat-lookup-dialog';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { currentServiceType } from '../../../lib/session/service-type';

export const Route = createFileRoute('/_authenticated/dashboard/home')({
  component: HomeRoute,
});

/** With the service type generators the generators home (spec 3 §2.1), otherwise the general home. */
function HomeRoute() {
  const { data: user } = useQuery(currentUserQuery());
  // The shell shows its own loading state while the user arrives.
  if (!user) return null;
  if (user.platformRole === 'operator' && !user.mainCompany) return <Navigate to="/operacion/listas-sat" replace />;
  if (currentServiceType(user) !== 'generators')
    return (
      <HomeScreen
        renderAddProvider={(dialog) => <AddCounterpartDialog {...dialog} side="providers" />}
        extra={<HomeComplianceSection />}
        cards={
          <>
            <RiskHomeCard user={user} />
            <SatAnalysisHomeCard user={user} renderLookup={(dialog) => <SatLookupDialog {...dialog} />} />
          </>
        }
      />
    );
  return (
    <GeneratorsHomeScreen
      key={user.mainCompany?.id ?? 'none'}
      user={user}
      renderAddProvider={(dialog) => <AddCounterpartDialog {...dialog} side="providers" generadores />}
    />
  );
}
