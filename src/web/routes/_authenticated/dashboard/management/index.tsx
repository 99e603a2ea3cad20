import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type ComponentType, useState } from 'react';
import { type AdminPanelProps, ManagementScreen } from '../../../../features/management/components/management-screen';
import { DocumentSetsPanel } from '../../../../features/management/components/document-sets/document-sets-panel';
import { RolesPanel } from '../../../../features/management/components/roles-panel';
import { UsersPanel } from '../../../../features/management/components/users-panel';
import { ownedCompaniesQuery } from '../../../../features/management/api/owned-companies.query';
import { currentUserQuery } from '../../../../lib/session/current-user.query';
import { type AdminTab, validateManagementSearch } from '../../../../features/management/lib/admin-tabs';
import { AuditLogTab, CompaniesTab, ConfigurationTab } from '../../../../features/management-security';
import { PrincipalTab } from './-principal-tab';

/** Administración (spec 3 §2.8); `?tab=` chooses the tab and follows back/forward. */
export const Route = createFileRoute('/_authenticated/dashboard/management/')({
  validateSearch: validateManagementSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: ManagementRoute,
});

/** Tab → panel. Empresas, Configuración and Bitácora come from management-security; Servicios is the document-sets panel. */
const PANELS: Record<AdminTab, ComponentType<AdminPanelProps>> = {
  principal: PrincipalTab,
  usuarios: UsersPanel,
  roles: RolesPanel,
  empresas: CompaniesTab,
  servicios: DocumentSetsPanel,
  configuracion: ConfigurationTab,
  bitacora: AuditLogTab,
};

function ManagementRoute() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const navigate = Route.useNavigate();
  const hiddenTabs: AdminTab[] = user.mainCompany?.invitedAs === 'provider' ? ['configuracion'] : [];
  // Validated again here: the router keeps unknown values the parents pass through (`?tab=users`).
  const requested = validateManagementSearch(Route.useSearch()).tab ?? 'principal';
  const tab = hiddenTabs.includes(requested) ? 'principal' : requested;
  const { data: companies } = useSuspenseQuery(ownedCompaniesQuery());
  const [chosen, setChosen] = useState<string | undefined>();
  const companyId = chosen ?? companies.find((c) => c.id === user.mainCompany?.id)?.id ?? companies[0]?.id ?? '';
  const onOpen = (next: AdminTab) => void navigate({ search: { tab: next } });
  const Panel = PANELS[tab];
  return (
    <ManagementScreen
      tab={tab}
      onTabChange={onOpen}
      hiddenTabs={hiddenTabs}
      companies={companies}
      companyId={companyId}
      onCompanyChange={setChosen}
      panel={<Panel key={companyId} companyId={companyId} companies={companies} currentUserId={user.id} onOpen={onOpen} />}
    />
  );
}
