import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuildingStore, IconFileSpreadsheet, IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TUserMe } from '../../../../shared/domain/user';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { roleMayHandleDocuments } from '../../../../shared/permissions';
import { GeneratorsTab } from './generators-tab';
import { ProvidersTab } from './providers-tab';
import type { AreaTab } from '../lib/area-tabs';


interface GeneratorsAreaScreenProps {
  user: TUserMe;
  tab: AreaTab;
  onTabChange: (tab: AreaTab) => void;
  /** The Catálogos tab belongs to the catalogues feature; the route composes it in (features never import each other). */
  catalogues: (companyId: string) => ReactNode;
  /** `?q=`: the generator a notification points at, searched in the Generadores tab. */
  search?: string | undefined;
}

/** /dashboard/generadores: tabs Proveedores, Generadores and Catálogos of the main company. */
export function GeneratorsAreaScreen({ user, tab, onTabChange, catalogues, search }: GeneratorsAreaScreenProps) {
  useDocumentTitle(T.tituloPagina);
  const company = user.mainCompany;
  if (!company) return <Alert color="yellow">{T.sinEmpresa}</Alert>;
  const role = user.companies.find((c) => c.companyId === company.id)?.role ?? null;
  const viewer = { companyId: company.id, mayHandle: roleMayHandleDocuments(role) };

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 28 }} c="avala.8">
        {T.titulo}
      </Title>
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as AreaTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="proveedores" leftSection={<IconBuildingStore size={16} aria-hidden="true" />}>
            {T.pestanas.proveedores}
          </Tabs.Tab>
          <Tabs.Tab value="generadores" leftSection={<IconListDetails size={16} aria-hidden="true" />}>
            {T.pestanas.generadores}
          </Tabs.Tab>
          <Tabs.Tab value="catalogos" leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}>
            {T.pestanas.catalogos}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="proveedores" pt="md">
          <ProvidersTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="generadores" pt="md">
          <GeneratorsTab viewer={viewer} canFill={company.generadores} initialSearch={search} />
        </Tabs.Panel>
        <Tabs.Panel value="catalogos" pt="md">
          {catalogues(company.id)}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
