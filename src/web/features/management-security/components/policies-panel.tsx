import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { POLICY_BOUNDS, ZSecurityPolicies, type TSecurityPolicies } from '../../../../shared/contracts/management-security.contract';
import { MENSAJES_SEGURIDAD as M, SEGURIDAD_TEXTOS as T } from '../../../../shared/labels/management-security';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { policiesQuery, securityActions } from '../api/security-settings.api';

const NUMBERS = [
  ['passwordMinLength', T.longitudMinima],
  ['passwordMaxLength', T.longitudMaxima],
  ['sessionHours', T.horasSesion],
  ['otpLength', T.longitudOtp],
  ['otpMinutes', T.minutosOtp],
] as const satisfies readonly (readonly [keyof typeof POLICY_BOUNDS, string])[];

const CLASSES = [
  ['requireUppercase', T.mayuscula],
  ['requireLowercase', T.minuscula],
  ['requireNumber', T.numero],
  ['requireSpecial', T.especial],
] as const;

/** Políticas panel: password, session and code rules of the company, within POLICY_BOUNDS. */
export function PoliciesPanel({ companyId }: { companyId: string }) {
  const client = useQueryClient();
  const query = useQuery(policiesQuery(companyId));
  const form = useForm<TSecurityPolicies>({ resolver: zodResolver(ZSecurityPolicies) });
  useEffect(() => {
    if (query.data) form.reset(query.data);
  }, [query.data, form]);
  const save = useMutation({
    mutationFn: (values: TSecurityPolicies) => securityActions.savePolicies(companyId, values),
    onSuccess: (saved) => {
      client.setQueryData(policiesQuery(companyId).queryKey, saved);
      showToast('success', M.politicasGuardadas);
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, isApiError(error) ? error : null)) showToast('error', errorMessage(error));
    },
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="politicas-titulo">
      <Stack gap="sm">
        <Title order={3} id="politicas-titulo" size="h4">
          {T.politicas}
        </Title>
        <Text size="sm" c="dimmed">
          {T.politicasAyuda}
        </Text>
        {query.isPending ? <Skeleton height={180} aria-label={T.cargando} /> : null}
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data ? (
          <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {NUMBERS.map(([name, label]) => (
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
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {CLASSES.map(([name, label]) => (
                  <Controller key={name} control={form.control} name={name} render={({ field }) => <Checkbox label={label} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
                ))}
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {T.guardar}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
