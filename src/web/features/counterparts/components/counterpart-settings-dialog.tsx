import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { TLinkedCompany } from '../../../../shared/contracts/company-links.contract';
import { COUNTERPART_REFERENCE_MAX, ZCounterpartReferenceForm, type TCounterpartReferenceForm, type TUpdateCounterpartRequest } from '../../../../shared/contracts/counterpart-settings.contract';
import { MENSAJES_CONTRAPARTES as M, TEXTOS_CONTRAPARTES as T, TIPO_CONTRAPARTE, type CounterpartSide } from '../../../../shared/labels/counterparts';
import { errorMessage } from '../../../lib/api-client';
import { counterpartActions } from '../api/counterpart-actions.mutation';
import { counterpartsKeys } from '../api/counterparts.keys';

interface Props {
  companyId: string;
  side: CounterpartSide;
  action: 'edit' | 'toggle';
  counterpart: TLinkedCompany;
  onClose: () => void;
}

/**
 * Card actions "Editar" (the company's own number for the counterpart) and "Activar/Desactivar",
 * with the confirmation and the result in the style of the delete action (spec 2 §2, §8).
 */
export function CounterpartSettingsDialog({ companyId, side, action, counterpart, onClose }: Props) {
  const client = useQueryClient();
  const tipo = TIPO_CONTRAPARTE[side];
  const form = useForm<TCounterpartReferenceForm>({ resolver: zodResolver(ZCounterpartReferenceForm), defaultValues: { reference: counterpart.reference ?? '' } });
  const save = useMutation({
    mutationFn: (body: TUpdateCounterpartRequest) => counterpartActions.update(companyId, side, counterpart.id, body),
    // Lists, chips and the home counters all live under the counterparts keys.
    onSettled: () => client.invalidateQueries({ queryKey: counterpartsKeys.all }),
  });
  const done = save.isSuccess || save.isError;

  return (
    <Modal opened onClose={onClose} title={counterpart.name} centered>
      {done ? (
        <Stack>
          <Text component="output" display="block">{save.isSuccess ? M.edicionExitosa(tipo) : errorMessage(save.error) || M.edicionFallida}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{T.cerrar}</Button>
          </Group>
        </Stack>
      ) : action === 'edit' ? (
        <form onSubmit={form.handleSubmit((values) => save.mutate({ reference: values.reference }))} noValidate>
          <Stack>
            <TextInput
              label={T.numero[side]}
              description={T.numeroAyuda}
              maxLength={COUNTERPART_REFERENCE_MAX + 10}
              error={form.formState.errors.reference?.message}
              data-autofocus
              {...form.register('reference')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {T.cancelar}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {T.guardar}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack>
          <Text>{counterpart.active ? T.confirmarDesactivar(tipo) : T.confirmarActivar(tipo)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancelar}
            </Button>
            <Button color={counterpart.active ? 'red' : undefined} loading={save.isPending} onClick={() => save.mutate({ active: !counterpart.active })}>
              {T.confirmar}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
