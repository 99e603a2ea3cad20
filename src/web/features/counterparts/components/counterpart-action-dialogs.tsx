import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import { MENSAJES_CONTRAPARTES as M, TEXTOS_CONTRAPARTES as T, TIPO_CONTRAPARTE, type CounterpartSide } from '../../../../shared/labels/counterparts';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { counterpartActions, invalidateCounterparts } from '../api/counterpart-actions.mutation';
import type { CardAction } from './counterpart-card';
import { CounterpartSettingsDialog } from './counterpart-settings-dialog';
import { GeneratorInfoDialog } from '../../../components/provider-generator-info/generator-info-dialog';

export interface PendingAction {
  action: CardAction;
  counterpart: TLinkedCompany;
}

interface Props {
  companyId: string;
  side: CounterpartSide;
  pending: PendingAction | null;
  onClose: () => void;
}

/** The network failure has its own text; otherwise the server's message or the spec's fallback. */
const answerError = (error: unknown) => (isApiError(error) && error.isNetworkError ? M.errorConexion : errorMessage(error) || M.errorResponder);

/** Contact, delete confirmation and the result of each card action (spec 2 §2, §8). */
export function CounterpartActionDialogs({ companyId, side, pending, onClose }: Props) {
  const client = useQueryClient();
  const tipo = TIPO_CONTRAPARTE[side];
  const run = useMutation({
    mutationFn: async ({ action, counterpart }: PendingAction) => {
      if (action === 'delete') return counterpartActions.remove(companyId, side, counterpart.id);
      if (action === 'accept' || action === 'reject') return counterpartActions.answer(companyId, counterpart.id, action === 'accept');
      return counterpartActions.cancel(companyId, counterpart.id);
    },
    onSettled: () => invalidateCounterparts(client, companyId),
  });
  const close = () => {
    run.reset();
    onClose();
  };
  if (!pending) return null;
  const { action, counterpart } = pending;
  if (action === 'edit' || action === 'toggle') return <CounterpartSettingsDialog companyId={companyId} side={side} action={action} counterpart={counterpart} onClose={onClose} />;
  // The client reads its provider's "Datos de generador" (spec 3 §2.9), never edits them.
  if (action === 'generatorData') return <GeneratorInfoDialog clientId={companyId} providerId={counterpart.id} providerName={counterpart.name} onClose={onClose} />;

  if (action === 'contact') {
    return (
      <Modal opened onClose={close} title={T.verContacto} centered>
        <Stack gap="xs">
          <Text fw={700}>{counterpart.name}</Text>
          <Text>{counterpart.contact ? `${T.nombre}: ${counterpart.contact.name}` : T.sinContacto}</Text>
          {counterpart.contact ? <Text>{`${T.correo}: ${counterpart.contact.email}`}</Text> : null}
          <Group justify="flex-end">
            <Button onClick={close}>{T.cerrar}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const done = run.isSuccess || run.isError;
  const resultText = run.isSuccess
    ? action === 'delete'
      ? M.eliminacionExitosa(tipo)
      : M.operacionExitosa
    : action === 'delete'
      ? M.eliminacionFallida
      : answerError(run.error);
  const question = action === 'delete' ? T.confirmarEliminar(tipo) : action === 'cancel' ? T.preguntaCancelar : action === 'accept' ? T.preguntaAceptar : T.preguntaRechazar;

  return (
    <Modal opened onClose={close} title={counterpart.name} centered>
      <Stack>
        <Text role={done ? 'status' : undefined}>{done ? resultText : question}</Text>
        <Group justify="flex-end">
          {done ? (
            <Button onClick={close}>{T.cerrar}</Button>
          ) : (
            <>
              <Button variant="default" onClick={close}>
                {T.cancelar}
              </Button>
              <Button color={action === 'delete' || action === 'reject' ? 'red' : undefined} loading={run.isPending} onClick={() => run.mutate(pending)}>
                {T.confirmar}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
