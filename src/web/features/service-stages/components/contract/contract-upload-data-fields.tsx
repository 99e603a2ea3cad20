import { Group, NumberInput, Select } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TContractUploadFields } from '../../../../../shared/contracts/service-contract.contract';
import { CONTRACT_CURRENCIES, type ContractCurrency } from '../../../../../shared/domain/contracts';
import { PERIODICIDAD_PAGO, PERIODICIDAD_PAGO_CODES, type PeriodicidadPago } from '../../../../../shared/domain/payroll-periodicity';
import { CURRENCY_LABELS, TEXTOS_CONTRATO as T } from '../../../../../shared/labels/contracts';
import { DateField } from '../../../../components/fields/date-field';

/** The dialog's values as the inputs hold them: an empty number input is ''. */
export interface ContractUploadFormValues {
  name: string;
  amount: number | '';
  currency: ContractCurrency;
  beginDate: string;
  expirationDate: string;
  cfdiFrequency: PeriodicidadPago;
  employees: number | '';
  sendDate: string;
  paymentStartDay: number | '';
}

const CURRENCY_OPTIONS = CONTRACT_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }));
const FREQUENCY_OPTIONS = PERIODICIDAD_PAGO_CODES.map((code) => ({ value: code, label: PERIODICIDAD_PAGO[code] }));

const asNumber = (value: number | string) => (typeof value === 'number' ? value : value === '' ? '' : Number(value));

/** The contract's data in the upload dialog; employees is neither shown nor asked on a generators service. */
export function ContractUploadDataFields({ form, generators }: { form: UseFormReturn<ContractUploadFormValues, unknown, TContractUploadFields>; generators: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberInput label={T.monto} withAsterisk min={0} decimalScale={2} thousandSeparator="," value={field.value} onChange={(v) => field.onChange(asNumber(v))} onBlur={field.onBlur} error={errors.amount?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => <Select label={T.moneda} data={CURRENCY_OPTIONS} value={field.value} onChange={(v) => field.onChange(v ?? 'MXN')} allowDeselect={false} error={errors.currency?.message} />}
        />
      </Group>
      <Group grow align="flex-start">
        <DateField label={T.inicio} {...form.register('beginDate', { onChange: () => void form.trigger('expirationDate') })} error={errors.beginDate?.message} />
        <DateField label={T.vencimiento} {...form.register('expirationDate')} error={errors.expirationDate?.message} />
      </Group>
      <Group grow align="flex-start">
        <Controller
          control={form.control}
          name="cfdiFrequency"
          render={({ field }) => (
            <Select label={T.frecuenciaCfdi} data={FREQUENCY_OPTIONS} value={field.value} onChange={(v) => field.onChange(v ?? field.value)} allowDeselect={false} error={errors.cfdiFrequency?.message} />
          )}
        />
        {generators ? null : (
          <Controller
            control={form.control}
            name="employees"
            render={({ field }) => (
              <NumberInput label={T.empleados} withAsterisk min={0} allowDecimal={false} value={field.value} onChange={(v) => field.onChange(asNumber(v))} onBlur={field.onBlur} error={errors.employees?.message} />
            )}
          />
        )}
      </Group>
      <Group grow align="flex-start">
        <DateField label={T.fechaEnvio} {...form.register('sendDate')} error={errors.sendDate?.message} />
        <Controller
          control={form.control}
          name="paymentStartDay"
          render={({ field }) => (
            <NumberInput
              label={T.diaInicioPago}
              description={T.diaInicioPagoAyuda}
              min={1}
              max={31}
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(asNumber(v))}
              onBlur={field.onBlur}
              error={errors.paymentStartDay?.message}
            />
          )}
        />
      </Group>
    </>
  );
}
