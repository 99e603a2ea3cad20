import { Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TServiceLite } from '../../../../shared/contracts/services.contract';
import { mayHandleServicesWith, truncate } from '../../../../shared/domain/service-rules';
import { MENSAJES_SERVICIOS as M, SERVICIOS_TEXTOS as T } from '../../../../shared/labels/services';
import { roleMayHandleDocuments } from '../../../../shared/permissions';
import { confirmAction } from '../../../components/feedback/confirm-action';
import { QueryError } from '../../../components/feedback/query-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { permissionSubjectOf, permissionsOf } from '../../../lib/session/user-permissions';
import { serviceStagesPath } from '../../../lib/routing/service-paths';
import { servicesLiteQuery, type CounterpartList } from '../api/services.api';
import { useServiceMutations } from '../hooks/use-service-mutations';
import { ServiceCard } from './service-card';
import { ServiceForm } from './service-form';

export interface ServicesDialogProps {
  companyId: string;
  counterpart: { id: string; name: string };
  side: CounterpartList;
  opened: boolean;
  onClose: () => void;
}

type View = { kind: 'list' } | { kind: 'form'; editing?: TServiceLite };

/**
 * The services shared with one provider or client (spec 2 §2): current and archived, the
 * handshake (Aceptar / Rechazar for the side that did not propose), Consultar for accepted ones,
 * and add / edit / delete for those allowed to handle services.
 */
export function ServicesDialog({ companyId, counterpart, side, opened, onClose }: ServicesDialogProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'list' });
  const user = useQuery(currentUserQuery());
  const services = useQuery({ ...servicesLiteQuery(companyId, side, counterpart.id), enabled: opened });
  const { authorize, remove } = useServiceMutations();
  const counterpartSide = side === 'providers' ? 'provider' : 'client';
  const subject = user.data ? permissionSubjectOf(user.data) : null;
  const canHandle = Boolean(user.data && subject && mayHandleServicesWith(permissionsOf(user.data), subject.role, counterpartSide));
  const canAnswer = roleMayHandleDocuments(subject?.role ?? null);
  const busyId = (authorize.isPending ? authorize.variables?.id : undefined) ?? (remove.isPending ? remove.variables : undefined);

  const close = () => {
    setView({ kind: 'list' });
    onClose();
  };
  const consult = (service: TServiceLite) => void navigate({ to: serviceStagesPath(side, service) as never });
  const askDelete = async (service: TServiceLite) => {
    if (await confirmAction({ title: T.eliminar, message: T.confirmarEliminar, confirmLabel: T.eliminar, cancelLabel: T.cancelar, danger: true })) remove.mutate(service.id);
  };

  const list = (items: TServiceLite[]) =>
    items.length === 0 ? (
      <Text c="dimmed" ta="center" py="lg">
        {M.sinDatos}
      </Text>
    ) : (
      <Stack gap="sm" pt="sm">
        {items.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            canHandle={canHandle}
            canAnswer={canAnswer}
            busy={busyId === service.id}
            onConsult={() => consult(service)}
            onAnswer={(accept) => authorize.mutate({ id: service.id, accept })}
            onEdit={() => setView({ kind: 'form', editing: service })}
            onDelete={() => void askDelete(service)}
          />
        ))}
      </Stack>
    );

  const title = view.kind === 'form' ? (view.editing ? T.editar : T.nuevo) : `${T.titulo}: ${truncate(counterpart.name, 60)}`;
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      {view.kind === 'form' ? (
        <ServiceForm
          companyId={companyId}
          counterpartId={counterpart.id}
          counterpartSide={counterpartSide}
          editing={view.editing}
          chooseType={subject?.plan === 'CORPORATIVO'}
          onDone={() => setView({ kind: 'list' })}
          onCancel={() => setView({ kind: 'list' })}
        />
      ) : (
        <Stack gap="sm">
          {canHandle && (
            <Group justify="flex-end">
              <Button onClick={() => setView({ kind: 'form' })}>{T.agregar}</Button>
            </Group>
          )}
          {services.isPending ? (
            <Center py="lg" component="output" aria-label={T.cargando}>
              <Loader size="sm" />
            </Center>
          ) : services.isError ? (
            <QueryError error={services.error} title={M.errorCargar} onRetry={() => void services.refetch()} />
          ) : (
            <Tabs defaultValue="current">
              <Tabs.List>
                <Tabs.Tab value="current">{`${T.vigentes} (${services.data.current.length})`}</Tabs.Tab>
                <Tabs.Tab value="archived">{`${T.archivados} (${services.data.archived.length})`}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="current">{list(services.data.current)}</Tabs.Panel>
              <Tabs.Panel value="archived">{list(services.data.archived)}</Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      )}
    </Modal>
  );
}
