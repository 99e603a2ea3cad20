import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CataloguesTab } from '../../../features/catalogues/components/catalogues-tab';
import { GeneratorsAreaScreen } from '../../../features/generators-area/components/generators-area-screen';
import { AREA_TABS, type AreaTab } from '../../../features/generators-area/lib/area-tabs';
import { currentUserQuery } from '../../../lib/session/current-user.query';

interface AreaSearch {
  tab?: AreaTab;
  /** A generator's code to search for (notifications open the list on it). */
  q?: string;
}

/** The generators area; `?tab=proveedores|generadores|catalogos` chooses the tab (default Proveedores). */
export const Route = createFileRoute('/_authenticated/dashboard/generadores')({
  validateSearch: (search: Record<string, unknown>): AreaSearch => {
    const tab = search.tab;
    const q = typeof search.q === 'string' && search.q.length <= 100 ? { q: search.q } : {};
    return typeof tab === 'string' && (AREA_TABS as readonly string[]).includes(tab) ? { tab: tab as AreaTab, ...q } : q;
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: GeneratorsAreaRoute,
});

const renderCatalogues = (companyId: string) => <CataloguesTab companyId={companyId} />;

function GeneratorsAreaRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { tab = 'proveedores', q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GeneratorsAreaScreen
      key={user.mainCompany?.id ?? 'none'}
      user={user}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
      catalogues={renderCatalogues}
      search={q}
    />
  );
}
