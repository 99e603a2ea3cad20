import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ZContractData, type TContractData, type TServiceContract } from '../../../../../shared/contracts/service-contract.contract';
import { CONTRACT_CURRENCIES } from '../../../../../shared/domain/contracts';
import { PERIODICIDAD_PAGO, PERIODICIDAD_PAGO_CODES } from '../../../../../shared/domain/payroll-periodicity';
import { CURRENCY_LABELS, MENSAJES_CONTRATO as M, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { MENSAJES_SERVICIO_ETAPAS as MS } from '../../../../../shared/labels/messages';
import { applyServerFieldErrors } from '../../../../lib/forms/server-field-errors';
import { isApiError } from '../../../../lib/http/api-error';
import { serviceContractQuery, useContractAction } from '../../api/service-contract.api';
import { stageToast } from '../../lib/stage-toast';
import { DateField } from '../../../../components/fields/date-field';

const CURRENCY_OPTIONS = CONTRACT_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }));
const FREQUENCY_OPTIONS = PERIODICIDAD_PAGO_CODES.map((code) => ({ value: code, label: PERIODICIDAD_PAGO[code] }));
const FIELDS = ['beginDate', 'expirationDate', 'currency', 'amount', 'employees', 'cfdiFrequency'];

/** The contract's terms (validity, currency, amount) are as they were and the workers or the periodicity changed. */
export function payrollOnlyChange(contract: TServiceContract, body: TContractData): boolean {
  const sameTerms = body.beginDate === (contract.beginDate ?? '') && body.expirationDate === (contract.expirationDate ?? '') && body.currency === contract.currency && body.amount === contract.amount;
  const payrollChanged = (body.employees !== undefined && body.employees !== contract.employees) || (body.cfdiFrequency !== undefined && body.cfdiFrequency !== contract.cfdiFrequency);
  return sameTerms && payrollChanged;
}

/** 'Modficar datos del contrato' (spec 2 §2): start, expiration, currency, amount, CFDI frequency and employees (not for generators); Cancelar and Aplicar. */
export function ContractDataDialog({ serviceId, contract, onClose }: { serviceId: string; contract: TServiceContract; onClose: () => void }) {
  const action = useContractAction(serviceId);
  const generators = useQuery(serviceContractQuery(serviceId)).data?.generators ?? false;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TContractData>({
    resolver: zodResolver(ZContractData),
    mode: 'onChange',
    defaultValues: {
      beginDate: contract.beginDate ?? '',
      expirationDate: contract.expirationDate ?? '',
      currency: contract.currency,
      amount: contract.amount ?? (undefined as unknown as number),
      ...(contract.cfdiFrequency ? { cfdiFrequency: contract.cfdiFrequency } : {}),
      ...(contract.employees === null || generators ? {} : { employees: contract.employees }),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    // Only the payroll data changed: PUT …/nominas/update, which keeps the contract's review status.
    const payrollOnly = !generators && payrollOnlyChange(contract, body);
    try {
      const mensaje = payrollOnly
        ? await action.mutateAsync({ kind: 'payroll', body: { employees: body.employees, cfdiFrequency: body.cfdiFrequency } })
        : await action.mutateAsync({ kind: 'data', body });
      stageToast('success', mensaje || (payrollOnly ? MS.nominaActualizada : M.actualizado));
      onClose();
    } catch (error) {
      const applied = isApiError(error) ? applyServerFieldErrors(form, error, { fields: FIELDS }) : 0;
      if (!applied) setFailure(payrollOnly ? MS.nominaError : M.errorActualizar);
    }
  });

  return (
    <Modal opened onClose={onClose} title={T.modificarDatos} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            <DateField label={T.inicio} withAsterisk {...form.register('beginDate', { onChange: () => void form.trigger('expirationDate') })} error={errors.beginDate?.message} />
            <DateField label={T.vencimiento} withAsterisk {...form.register('expirationDate')} error={errors.expirationDate?.message} />
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
          <Group grow>
            <Controller
              control={form.control}
              name="cfdiFrequency"
              render={({ field }) => <Select label={T.frecuenciaCfdi} data={FREQUENCY_OPTIONS} value={field.value ?? null} onChange={(v) => field.onChange(v ?? undefined)} error={errors.cfdiFrequency?.message} />}
            />
            {generators ? null : (
              <Controller
                control={form.control}
                name="employees"
                render={({ field }) => (
                  <NumberInput
                    label={T.empleados}
                    min={0}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
                    onBlur={field.onBlur}
                    error={errors.employees?.message}
                  />
                )}
              />
            )}
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
