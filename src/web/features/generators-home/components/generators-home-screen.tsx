import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconClipboardList, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TUserMe } from '../../../../shared/domain/user';
import { TEXTOS_INICIO_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { companyTitle, CompanySwitcher } from '../../../components/app-shell/company-switcher';
import { QueryError } from '../../../components/feedback/query-error';
import { permissionsOf } from '../../../lib/session/user-permissions';
import { generatorProvidersCountQuery } from '../../../lib/company/generator-providers-count.query';
import { generatorsCountQuery } from '../api/home-counts.query';
import { CountCard } from './count-card';

/** The add-provider dialog, owned by the counterparts feature and composed by the route. */
export interface AddProviderSlot {
  companyId: string;
  opened: boolean;
  onClose: () => void;
}

/** The generators home (spec 3 §2.2): company switcher, welcome, "Mis Proveedores" and, for a field provider, its generators. */
export function GeneratorsHomeScreen({ user, renderAddProvider }: { user: TUserMe; renderAddProvider?: (dialog: AddProviderSlot) => ReactNode }) {
  useDocumentTitle(T.tituloPagina);
  const company = user.mainCompany;
  const fills = Boolean(company?.generadores && company.invitedAs === 'provider');
  const providers = useQuery({ ...generatorProvidersCountQuery(company?.id ?? ''), enabled: Boolean(company) });
  const generators = useQuery({ ...generatorsCountQuery(company?.id ?? ''), enabled: Boolean(company) && fills });
  const [adding, addDialog] = useDisclosure(false);
  const canCreateProviders = permissionsOf(user).canCreateProviders;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text fz="sm" c="dimmed" fw={600}>
            {T.empresa}: {companyTitle(company?.name)}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
            {T.bienvenida(user.name || user.completeName)}
          </Title>
          <Text c="dimmed">{fills ? T.introduccionProveedor : T.introduccion}</Text>
        </div>
        <CompanySwitcher user={user} variant="drawer" />
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {fills ? (
          <CountCard
            title={T.misGeneradores}
            description={T.generadoresDescripcion}
            icon={<IconClipboardList size={24} />}
            count={generators.data}
            error={generators.isError ? <QueryError error={generators.error} onRetry={() => void generators.refetch()} /> : undefined}
            actions={
              <>
                <Button component={Link} to="/generators/forms" leftSection={<IconPlus size={16} aria-hidden="true" />}>
                  {T.nuevoGenerador}
                </Button>
                <Button variant="light" renderRoot={(props) => <Link {...props} to="/dashboard/generadores" search={{ tab: 'generadores' }} />}>
                  {T.consultar}
                </Button>
              </>
            }
          />
        ) : null}
        <CountCard
          title={T.misProveedores}
          description={T.proveedoresDescripcion}
          icon={<IconUsersGroup size={24} />}
          count={providers.data}
          error={providers.isError ? <QueryError error={providers.error} onRetry={() => void providers.refetch()} /> : undefined}
          actions={
            <>
              {canCreateProviders ? (
                <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={addDialog.open}>
                  {T.agregarProveedor}
                </Button>
              ) : null}
              <Button variant="light" renderRoot={(props) => <Link {...props} to="/dashboard/generadores" search={{ tab: 'proveedores' }} />}>
                {T.consultar}
              </Button>
            </>
          }
        />
      </SimpleGrid>

      {company && canCreateProviders ? renderAddProvider?.({ companyId: company.id, opened: adding, onClose: addDialog.close }) : null}
    </Stack>
  );
}
