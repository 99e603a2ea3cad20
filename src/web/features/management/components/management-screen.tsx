import { Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ADMINISTRACION as A } from '../../../../shared/labels/management';
import type { AdminCompany } from './user-form-dialog';
import { ADMIN_TABS, type AdminTab } from '../lib/admin-tabs';

/** What every tab panel may use; a panel takes only what it needs (the route maps tab → panel). */
export interface AdminPanelProps {
  companyId: string;
  companies: AdminCompany[];
  currentUserId: string;
  onOpen: (tab: AdminTab) => void;
}

interface ManagementScreenProps {
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  /** Configuración is hidden when the company was invited as provider (spec 3 §2.8). */
  hiddenTabs: readonly AdminTab[];
  /** The panel of the current tab, chosen by the route. */
  panel: ReactNode;
  companies: AdminCompany[];
  companyId: string;
  onCompanyChange: (companyId: string) => void;
}

/** /dashboard/management: title, the company being administered (when more than one) and the tabs. */
export function ManagementScreen({ tab, onTabChange, hiddenTabs, panel, companies, companyId, onCompanyChange }: ManagementScreenProps) {
  useDocumentTitle(`${A.titulo} · Avala`);
  const tabs = ADMIN_TABS.filter((t) => !hiddenTabs.includes(t));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
          {A.titulo}
        </Title>
        <Text c="dimmed">{A.descripcion}</Text>
      </div>
      {companies.length > 1 ? (
        <Select label={A.empresa} allowDeselect={false} maw={420} data={companies.map((c) => ({ value: c.id, label: c.name }))} value={companyId} onChange={(v) => v && onCompanyChange(v)} />
      ) : null}
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as AdminTab)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {A.pestanas[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {panel}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
