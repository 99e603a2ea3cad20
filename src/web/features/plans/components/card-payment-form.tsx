import { Alert, Box, Button, Group, Input, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ZCardForm } from '../../../../shared/contracts/payments.contract';
import { MENSAJES_PAGO } from '../../../../shared/labels/messages';
import { TEXTOS_PAGO as T } from '../../../../shared/labels/payment';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { withProcessing } from '../../../lib/loading/global-loading';
import { usePayOrder } from '../api/pay-order.mutation';
import { EXPIRY_MONTHS, expiryYearOptions, formatCardNumber } from '../lib/card-fields';
import { CardTokenizationError, type CardTokenizer, type TCardData, type TCardForm } from '../lib/card-tokenizer';
import { paymentErrorMessage } from '../lib/plans-error';

const CARD_FIELDS = new Set<string>(Object.keys(ZCardForm.shape));

const EMPTY_CARD: TCardForm = { holder_name: '', card_number: '', expiration_month: '', expiration_year: '', cvv2: '' };

interface CardPaymentFormProps {
  orderId: string;
  tokenizer: CardTokenizer;
  onPaid: () => void;
}

/**
 * The card payment form (spec 1 §2): the provider tokenizes the card and the API receives only the
 * token and the order. Pagar shows its spinner and the "Procesando..." layer until the answer.
 */
export function CardPaymentForm({ orderId, tokenizer, onPaid }: CardPaymentFormProps) {
  const form = useForm<TCardForm, unknown, TCardData>({ resolver: zodResolver(ZCardForm), defaultValues: EMPTY_CARD });
  const pay = usePayOrder(tokenizer);
  const [failure, setFailure] = useState<string | null>(null);
  const [initFailed, setInitFailed] = useState(false);
  const years = useMemo(() => expiryYearOptions(), []);
  const { errors } = form.formState;
  const expiryError = errors.expiration_month?.message ?? errors.expiration_year?.message;

  useEffect(() => {
    tokenizer.init().catch(() => setInitFailed(true));
  }, [tokenizer]);

  const submit = form.handleSubmit(async (card) => {
    setFailure(null);
    try {
      await withProcessing(() => pay.mutateAsync({ orderId, card }));
      onPaid();
    } catch (error) {
      if (error instanceof CardTokenizationError) {
        applyServerFieldErrors(form, error.fields, { fields: CARD_FIELDS, type: 'provider' });
        setFailure(MENSAJES_PAGO.pagoFallido);
      } else {
        setFailure(paymentErrorMessage(error));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="pago-tarjeta-titulo">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconCreditCard size={24} aria-hidden="true" color="var(--mantine-color-avala-7)" />
          <Title id="pago-tarjeta-titulo" order={2} fz="lg">
            {T.titulo}
          </Title>
        </Group>
        {initFailed ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            {MENSAJES_PAGO.errorInicializar}
          </Alert>
        ) : null}
        <TextInput {...form.register('holder_name')} label={T.titular} withAsterisk autoComplete="cc-name" maxLength={120} error={errors.holder_name?.message} />
        <Controller
          control={form.control}
          name="card_number"
          render={({ field, fieldState }) => (
            <TextInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(formatCardNumber(event.currentTarget.value))}
              onBlur={field.onBlur}
              label={T.numero}
              withAsterisk
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              maxLength={23}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Box component="fieldset" aria-labelledby="vencimiento-tarjeta-label" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Input.Wrapper label={T.vencimiento} withAsterisk error={expiryError} id="vencimiento-tarjeta" labelElement="div">
              <Group grow gap="xs" wrap="nowrap">
                <NativeSelect
                  {...form.register('expiration_month')}
                  aria-label={T.mes}
                  aria-describedby={expiryError ? 'vencimiento-tarjeta-error' : undefined}
                  autoComplete="cc-exp-month"
                  data={[{ value: '', label: T.mesPlaceholder }, ...EXPIRY_MONTHS]}
                  error={Boolean(errors.expiration_month)}
                />
                <NativeSelect
                  {...form.register('expiration_year')}
                  aria-label={T.anio}
                  aria-describedby={expiryError ? 'vencimiento-tarjeta-error' : undefined}
                  autoComplete="cc-exp-year"
                  data={[{ value: '', label: T.anioPlaceholder }, ...years]}
                  error={Boolean(errors.expiration_year)}
                />
              </Group>
            </Input.Wrapper>
          </Box>
          <TextInput
            {...form.register('cvv2')}
            label={T.codigo}
            description={T.codigoAyuda}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            maw={{ base: 180, xs: 'none' }}
            error={errors.cvv2?.message}
          />
        </SimpleGrid>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden="true" color="var(--mantine-color-teal-7)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" c="dimmed">
            {T.seguridad}
          </Text>
        </Group>
        {failure ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={pay.isPending} disabled={initFailed}>
          {T.pagar}
        </Button>
      </Stack>
    </form>
  );
}
