import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ZContractData, type TContractData, type TServiceContract } from '../../../../../shared/contracts/service-contract.contract';
import { CONTRACT_CURRENCIES } from '../../../../../shared/domain/contracts';
import { CURRENCY_LABELS, MENSAJES_CONTRATO as M, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { isApiError } from '../../../../lib/http/api-error';
import { useContractAction } from '../../api/service-contract.api';
import { stageToast } from '../../lib/stage-toast';

const CURRENCY_OPTIONS = CONTRACT_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }));
const FIELDS = ['beginDate', 'expirationDate', 'currency', 'amount'];

/** 'Modficar datos del contrato' (spec 2 §2): start, expiration, currency, amount; Cancelar and Aplicar. */
export function ContractDataDialog({ serviceId, contract, onClose }: { serviceId: string; contract: TServiceContract; onClose: () => void }) {
  const action = useContractAction(serviceId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TContractData>({
    resolver: zodResolver(ZContractData),
    mode: 'onChange',
    defaultValues: { beginDate: contract.beginDate ?? '', expirationDate: contract.expirationDate ?? '', currency: contract.currency, amount: contract.amount ?? (undefined as unknown as number) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      stageToast('success', (await action.mutateAsync({ kind: 'data', body })) || M.actualizado);
      onClose();
    } catch (error) {
      const applied = isApiError(error) ? applyServerFieldErrors(form, error, { fields: FIELDS }) : 0;
      if (!applied) setFailure(M.errorActualizar);
    }
  });

  return (
    <Modal opened onClose={onClose} title={T.modificarDatos} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            <TextInput type="date" label={T.inicio} withAsterisk {...form.register('beginDate', { onChange: () => void form.trigger('expirationDate') })} error={errors.beginDate?.message} />
            <TextInput type="date" label={T.vencimiento} withAsterisk {...form.register('expirationDate')} error={errors.expirationDate?.message} />
          </Group>
          <Group grow>
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => <Select label={T.moneda} data={CURRENCY_OPTIONS} value={field.value} onChange={(v) => field.onChange(v ?? 'MXN')} allowDeselect={false} error={errors.currency?.message} />}
            />
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <NumberInput
                  label={T.monto}
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
                  onBlur={field.onBlur}
                  error={errors.amount?.message}
                />
              )}
            />
          </Group>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {T.cancelar}
            </Button>
            <Button type="submit" loading={action.isPending}>
              {T.aplicar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
