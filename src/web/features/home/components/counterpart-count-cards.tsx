import { Button, Card, Group, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TUserMe } from '../../../../shared/domain/user';
import { TEXTOS_CONTRAPARTES as T } from '../../../../shared/labels/counterparts';
import { permissionsOf } from '../../../lib/session/user-permissions';
import { counterpartCountQuery } from '../api/counterpart-counts.query';

function CountCard(props: { title: string; side: 'providers' | 'clients'; companyId: string; icon: ReactNode; noun: 'clientes' | 'proveedores'; extra?: ReactNode }) {
  const count = useQuery(counterpartCountQuery(props.companyId, props.side));
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={props.title}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
          {props.icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {props.title}
        </Title>
      </Group>
      {count.data === undefined ? <Skeleton height={20} width={120} mb="md" /> : <Text mb="md">{T.contador(count.data, props.noun)}</Text>}
      <Group gap="xs">
        {props.extra}
        <Button variant="light" renderRoot={(p) => <Link {...p} to={props.side === 'providers' ? '/dashboard/home/providers' : '/dashboard/home/clients'} />}>
          {T.consultarLista}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * 'Mis Clientes' for providers (or CORPORATIVO not invited) and 'Mis Proveedores' for clients (or
 * CORPORATIVO not invited), spec 2 §2 home cards. `onAddProvider` opens the add dialog the route composes.
 */
export function CounterpartCountCards({ user, onAddProvider }: { user: TUserMe; onAddProvider?: (() => void) | undefined }) {
  const company = user.mainCompany;
  if (!company) return null;
  const corporate = company.status === 'CORPORATIVO' && !company.invited;
  const showClients = company.invitedAs === 'provider' || corporate;
  const showProviders = company.invitedAs === 'client' || corporate;
  const canAdd = permissionsOf(user).canCreateProviders && onAddProvider;
  return (
    <>
      {showClients ? <CountCard title={T.misClientes} side="clients" companyId={company.id} icon={<IconBuildingStore size={22} />} noun="clientes" /> : null}
      {showProviders ? (
        <CountCard
          title={T.misProveedores}
          side="providers"
          companyId={company.id}
          icon={<IconUsersGroup size={22} />}
          noun="proveedores"
          extra={
            canAdd ? (
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAddProvider}>
                {T.agregarProveedor}
              </Button>
            ) : null
          }
        />
      ) : null}
    </>
  );
}
