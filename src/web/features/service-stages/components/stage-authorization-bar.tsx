import { Anchor, Badge, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFolder, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TStageAuthorization } from '../../../../shared/contracts/stage-authorization.contract';
import { MENSAJES_SERVICIO_ETAPAS as M } from '../../../../shared/labels/messages';
import { ACTA_AUTORIZACION_ETAPA as ACTA, COLOR_AUTORIZACION_ETAPA, ETIQUETAS_AUTORIZACION_ETAPA, TEXTOS_AUTORIZACION_ETAPA as T } from '../../../../shared/labels/stage-authorization';
import { errorMessage } from '../../../lib/http/api-error';
import { stageAuthorizationsQuery, useAuthorizeStage } from '../api/stage-authorization.api';
import { stageToast } from '../lib/stage-toast';

interface Stage {
  id: string;
  name: string;
}

const DATE = new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Mexico_City' });

/** The hover of a stage's mark: when and by whom, or why it needs authorizing again. */
export function authorizationDetail(a: TStageAuthorization): string {
  if (a.state === 'REVOKED') return T.revocadaDetalle;
  return a.authorizedAt ? T.autorizadaEl(DATE.format(new Date(a.authorizedAt)), a.authorizedByName) : ETIQUETAS_AUTORIZACION_ETAPA[a.state];
}

/** One stage's mark: 'Autorizada' or 'Autorización revocada' (nothing when never authorized). */
export function StageAuthorizationMark({ authorization, stageName }: { authorization: TStageAuthorization | undefined; stageName?: string }) {
  if (!authorization || authorization.state === 'NONE') return null;
  const Icon = authorization.state === 'AUTHORIZED' ? IconCircleCheck : IconAlertTriangle;
  const label = ETIQUETAS_AUTORIZACION_ETAPA[authorization.state];
  return (
    <Tooltip label={authorizationDetail(authorization)} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge color={COLOR_AUTORIZACION_ETAPA[authorization.state]} variant="light" leftSection={<Icon size={14} />} tabIndex={0}>
        {stageName ? `${stageName}: ${label}` : label}
      </Badge>
    </Tooltip>
  );
}

/**
 * Under the stage selector (spec 2 §7 PATCH …/authorize): a mark on each authorized stage and, for
 * the client's validator, 'Autorizar etapa' on the current stage once every requirement of it is validated.
 */
export function StageAuthorizationBar({ serviceId, stages, current }: { serviceId: string; stages: readonly Stage[]; current: Stage }) {
  const query = useQuery(stageAuthorizationsQuery(serviceId));
  const authorize = useAuthorizeStage(serviceId);
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(query.error) || T.error}
      </Text>
    );
  }
  const byStage = new Map(query.data.map((a) => [a.stageId, a]));
  const marked = stages.filter((s) => (byStage.get(s.id)?.state ?? 'NONE') !== 'NONE');
  const mine = byStage.get(current.id);
  if (marked.length === 0 && !mine?.canAuthorize) return null;

  const confirm = () =>
    authorize.mutate(current.id, {
      onSuccess: (mensaje) => stageToast('success', mensaje || M.etapaAutorizada),
      onError: (error) => stageToast('error', errorMessage(error) || T.error),
      onSettled: () => setConfirming(false),
    });

  return (
    <Group gap="xs" wrap="wrap" component="section" aria-label={T.autorizar}>
      {marked.map((s) => (
        <StageAuthorizationMark key={s.id} authorization={byStage.get(s.id)} stageName={s.name} />
      ))}
      {mine?.canAuthorize ? (
        <Button size="xs" color="green" leftSection={<IconShieldCheck size={14} />} onClick={() => setConfirming(true)}>
          {T.autorizar}
        </Button>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={T.confirmarTitulo} centered>
        <Stack>
          <Text size="sm">{T.confirmar(current.name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={authorize.isPending}>
              {T.cancelar}
            </Button>
            <Button color="green" loading={authorize.isPending} onClick={confirm}>
              {T.autorizar}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

/** The stage summary's line ('Resumen de {stage}'): its authorization with its record in the vault, or what it still needs. */
export function StageAuthorizationLine({ serviceId, stageId, viewerCompanyId, enabled = true }: { serviceId: string; stageId: string; viewerCompanyId: string; enabled?: boolean }) {
  const query = useQuery({ ...stageAuthorizationsQuery(serviceId), enabled });
  const authorization = query.data?.find((a) => a.stageId === stageId);
  if (!authorization) return null;
  if (authorization.state === 'NONE') {
    // A stage with nothing to deliver (only the 'Generador') has nothing to authorize.
    if (!authorization.validated && authorization.pending === 0) return null;
    return (
      <Text size="sm" c="dimmed" mb="sm">
        {authorization.validated ? T.lista : T.pendientes(authorization.pending)}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" mb="sm">
      <StageAuthorizationMark authorization={authorization} />
      <Text size="sm">{authorizationDetail(authorization)}</Text>
      {authorization.recordFolderId ? (
        <Anchor size="sm" href={`/dashboard/vault/${authorization.recordFolderId}?company=${viewerCompanyId}`}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconFolder size={14} aria-hidden />
            {ACTA.verActa}
          </Group>
        </Anchor>
      ) : null}
    </Group>
  );
}
