import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type TResetConfirmRequest, ZResetConfirmRequest } from '../../../../shared/contracts/account.contract';
import { TEXTOS_RESTABLECER_PAGINA } from '../../../../shared/labels/access';
import { MENSAJES_CUENTA } from '../../../../shared/labels/messages';
import { OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { useConfirmPasswordReset, useResetToken } from '../hooks/use-password-reset';
import type { ServerPolicyCheck } from '../lib/policy-checklist';
import { failedPoliciesOf } from '../lib/policy-errors';
import { WatchedPasswordRules } from './password-rules';

interface ResetPasswordFormProps {
  /** The `token` of the mailed link; missing means the link is unusable. */
  token: string | undefined;
  onReset: () => void;
}

function StatusAlert({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return tone === 'error' ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {children}
    </Alert>
  ) : (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
      {children}
    </Alert>
  );
}

/**
 * The reset page's form (spec 1 §2, §4, §5): the link's token is validated on load and the form
 * stays disabled until it is; the policy checklist follows what the user types and keeps red the
 * policies the server rejected; both fields are checked on submit only; the alert sits above the
 * button.
 */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const validation = useResetToken(token);
  const confirm = useConfirmPasswordReset(token);
  const [serverCheck, setServerCheck] = useState<ServerPolicyCheck | null>(null);
  const form = useForm<TResetConfirmRequest>({
    resolver: zodResolver(ZResetConfirmRequest),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });
  const { errors } = form.formState;

  const tokenInvalid = !token || validation.isError;
  const ready = validation.isSuccess && !confirm.isSuccess;

  const submit = form.handleSubmit((values) => {
    setServerCheck(null);
    confirm.mutate(values, {
      onSuccess: () => onReset(),
      onError: (error) => {
        const failed = failedPoliciesOf(error).map((policy) => policy.policyType);
        if (failed.length) setServerCheck({ password: values.newPassword, failed });
      },
    });
  });

  let alert = null;
  if (tokenInvalid) {
    // No token, or the server refused it: a 404 carries the spec's message; anything else (offline) its own.
    const message = validation.isError && isApiError(validation.error) && validation.error.status !== 404 ? errorMessage(validation.error) : MENSAJES_CUENTA.tokenRestablecimientoInvalido;
    alert = <StatusAlert tone="error">{message}</StatusAlert>;
  } else if (confirm.isSuccess) {
    alert = <StatusAlert tone="success">{confirm.data || MENSAJES_CUENTA.contrasenaActualizada}</StatusAlert>;
  } else if (confirm.isError) {
    alert = <StatusAlert tone="error">{errorMessage(confirm.error)}</StatusAlert>;
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title" aria-busy={validation.isPending && Boolean(token)}>
      <Stack gap="md">
        <Stack gap={4}>
          <OnboardingTitle id="reset-title">{TEXTOS_RESTABLECER_PAGINA.titulo}</OnboardingTitle>
          {validation.data ? (
            <Text c="dimmed" fz="sm">
              {validation.data.email}
            </Text>
          ) : null}
        </Stack>
        <PasswordInput
          label={TEXTOS_RESTABLECER_PAGINA.contrasenaNueva}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          required
          disabled={!ready}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label={TEXTOS_RESTABLECER_PAGINA.confirmarContrasena}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          required
          disabled={!ready}
          error={errors.newPasswordConfirm?.message}
          {...form.register('newPasswordConfirm')}
        />
        {validation.isPending && token ? (
          <Text component="output" display="block" fz="sm" c="dimmed">
            <Loader size="xs" mr={8} aria-hidden="true" />
            {TEXTOS_RESTABLECER_PAGINA.validando}
          </Text>
        ) : null}
        {validation.data ? <WatchedPasswordRules control={form.control} name="newPassword" policies={validation.data.passwordPolicyList} serverCheck={serverCheck} /> : null}
        {alert}
        <Button type="submit" size="md" fullWidth disabled={!ready} loading={confirm.isPending}>
          {TEXTOS_RESTABLECER_PAGINA.enviar}
        </Button>
      </Stack>
    </form>
  );
}
