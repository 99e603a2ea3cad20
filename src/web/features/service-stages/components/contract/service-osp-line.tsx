import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_SERVICIO_ETAPAS as M } from '../../../../../shared/labels/messages';
import { TEXTOS_OSP as T } from '../../../../../shared/labels/service-social-object';
import { errorMessage } from '../../../../lib/http/api-error';
import { serviceContractQuery } from '../../api/service-contract.api';
import { useSetSocialObject } from '../../api/service-osp.api';
import { serviceOverviewQuery } from '../../api/service-stages.query';
import { stageToast } from '../../lib/stage-toast';

/** 'Objeto social preponderante' dialog: one of the provider's REPSE activities, as the server offers them. */
function SocialObjectDialog({ serviceId, current, options, onClose }: { serviceId: string; current: string | null; options: readonly string[]; onClose: () => void }) {
  const save = useSetSocialObject(serviceId);
  const [value, setValue] = useState<string | null>(current && options.includes(current) ? current : null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    if (!value) return;
    setFailure(null);
    save.mutate(
      { objetoSocialPreponderante: value },
      {
        onSuccess: (mensaje) => {
          stageToast('success', mensaje || M.ospGuardado);
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error) || T.error),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={T.titulo} size="md">
      <Stack>
        {options.length === 0 ? (
          <Alert color="yellow" variant="light">
            {T.sinActividades}
          </Alert>
        ) : (
          <Select label={T.etiqueta} description={T.ayuda} data={[...options]} value={value} onChange={setValue} allowDeselect={false} withAsterisk searchable />
        )}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {T.cancelar}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!value}>
            {T.guardar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The contract card's line (spec 2 §7 PUT …/osp/add): the service's objeto social preponderante,
 * or a warning that a REPSE contract must cite it; the provider's side edits it.
 */
export function ServiceOspLine({ serviceId }: { serviceId: string }) {
  const service = useQuery(serviceOverviewQuery(serviceId)).data;
  const generators = useQuery(serviceContractQuery(serviceId)).data?.generators ?? false;
  const [editing, setEditing] = useState(false);
  if (!service) return null;
  const value = service.objetoSocialPreponderante;
  // The generators line is not a REPSE specialised service: nothing to cite, unless it was set anyway.
  if (!value && generators) return null;
  const edit = service.canSetOsp ? (
    <Button size="compact-xs" variant="subtle" leftSection={<IconEdit size={12} />} onClick={() => setEditing(true)}>
      {value ? T.cambiar : T.editar}
    </Button>
  ) : null;
  return (
    <>
      {value ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{T.linea(value)}</Text>
          {edit}
        </Group>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{T.faltante}</Text>
            {edit}
          </Group>
        </Alert>
      )}
      {editing ? <SocialObjectDialog serviceId={serviceId} current={value} options={service.ospOptions} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
