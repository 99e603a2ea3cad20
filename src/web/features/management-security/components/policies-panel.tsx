import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { POLICY_BOUNDS, ZSecurityPolicies, type TSecurityPolicies } from '../../../../shared/contracts/management-security.contract';
import { MENSAJES_SEGURIDAD as M, SEGURIDAD_TEXTOS as T } from '../../../../shared/labels/management-security';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { isApiError } from '../../../lib/http/api-error';
import { policiesQuery, securityActions } from '../api/security-settings.api';
import { SettingsSection, useSettingsSave } from './settings-section';

type NumberField = keyof typeof POLICY_BOUNDS;

const PASSWORD_NUMBERS = [
  ['passwordMinLength', T.longitudMinima],
  ['passwordMaxLength', T.longitudMaxima],
  ['passwordExpiryDays', T.diasVigencia],
  ['passwordHistory', T.historial],
] as const satisfies readonly (readonly [NumberField, string])[];

const SESSION_NUMBERS = [
  ['sessionHours', T.horasSesion],
  ['otpLength', T.longitudOtp],
  ['otpMinutes', T.minutosOtp],
  ['lockoutAttempts', T.intentosBloqueo],
  ['lockoutMinutes', T.minutosBloqueo],
] as const satisfies readonly (readonly [NumberField, string])[];

const CLASSES = [
  ['requireUppercase', T.mayuscula],
  ['requireLowercase', T.minuscula],
  ['requireNumber', T.numero],
  ['requireSpecial', T.especial],
] as const;

/** Políticas panel: password, session, lockout and code rules of the company, within POLICY_BOUNDS. */
export function PoliciesPanel({ companyId }: { companyId: string }) {
  const query = useQuery(policiesQuery(companyId));
  // `values` fills the form from the server's answer (and again after each save).
  const form = useForm<TSecurityPolicies>({ resolver: zodResolver(ZSecurityPolicies), values: query.data });
  const save = useSettingsSave({
    save: (values: TSecurityPolicies) => securityActions.savePolicies(companyId, values),
    queryKey: policiesQuery(companyId).queryKey,
    successMessage: () => M.politicasGuardadas,
    handleError: (error) => applyServerFieldErrors(form, isApiError(error) ? error : null) > 0,
  });

  const numbers = (fields: readonly (readonly [NumberField, string])[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {fields.map(([name, label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <NumberInput
              label={label}
              min={POLICY_BOUNDS[name].min}
              max={POLICY_BOUNDS[name].max}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <SettingsSection id="politicas-titulo" title={T.politicas} help={T.politicasAyuda} query={query} skeletonHeight={180}>
      {() => (
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="sm">
            {numbers(PASSWORD_NUMBERS)}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {CLASSES.map(([name, label]) => (
                <Controller key={name} control={form.control} name={name} render={({ field }) => <Checkbox label={label} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
              ))}
            </SimpleGrid>
            {numbers(SESSION_NUMBERS)}
            <Text size="xs" c="dimmed">
              {T.bloqueoAyuda}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {T.guardar}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
