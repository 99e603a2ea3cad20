import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TRenewPasswordRequest, ZActivateAccountRequest, ZRenewPasswordRequest } from '../../../../shared/contracts/account.contract';
import { TEXTOS_ACTIVACION, TEXTOS_VENCIMIENTO } from '../../../../shared/labels/access';
import { MENSAJES_CUENTA } from '../../../../shared/labels/messages';
import { OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { isApiError } from '../../../lib/http/api-error';
import { myPoliciesQuery } from '../api/my-policies.api';
import { type ActivationResult, useActivateAccount } from '../hooks/use-activate-account';
import { passwordExpiryDays } from '../lib/password-expiry-days';
import { failedPoliciesOf } from '../lib/policy-errors';
import { policyLabel, type ServerPolicyCheck } from '../lib/policy-checklist';
import { LegalConsent } from './legal-consent';
import { WatchedPasswordRules } from './password-rules';

const FIELDS = ['newPassword', 'newPasswordConfirm', 'acceptTerms', 'acceptPrivacy'] as const;

/** Spec 1 §8: the server's message, or "Ocurrió un error al crear la cuenta." when there is none. */
function activationError(error: unknown): string {
  return isApiError(error) && !error.isNetworkError ? error.mensaje : MENSAJES_CUENTA.activacionFallida;
}

interface UpdateAccountFormProps {
  onActivated: (result: ActivationResult) => void;
  /** The password expired on an account activated before (TUserMe.passwordExpired): no notices to accept. */
  passwordExpired?: boolean;
}

/**
 * First-time activation (spec 1 §2, §5): new password and confirmation, the password rules (the
 * same block as the reset page), the privacy notice and the terms. Checked on submit only, with the
 * contract's schema; the policies the server rejects turn red in the checklist (or, when the
 * policies could not be loaded, come back as a list in the error alert). After an expired password
 * it says so and asks only for the new password (ZRenewPasswordRequest).
 */
export function UpdateAccountForm({ onActivated, passwordExpired = false }: UpdateAccountFormProps) {
  const activate = useActivateAccount();
  const policies = useQuery(myPoliciesQuery());
  const [serverCheck, setServerCheck] = useState<ServerPolicyCheck | null>(null);
  // A first activation's values are renewal values too, so one form type serves both.
  const schema: z.ZodType<TRenewPasswordRequest, TRenewPasswordRequest> = passwordExpired ? ZRenewPasswordRequest : ZActivateAccountRequest;
  const form = useForm<TRenewPasswordRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: passwordExpired ? { newPassword: '', newPasswordConfirm: '' } : { newPassword: '', newPasswordConfirm: '', acceptTerms: false, acceptPrivacy: false },
  });
  const { errors } = form.formState;
  const failedPolicies = failedPoliciesOf(activate.error);
  const done = activate.isSuccess;

  const submit = form.handleSubmit((values) => {
    setServerCheck(null);
    activate.mutate(values, {
      onSuccess: (result) => onActivated(result),
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(form, error, { fields: FIELDS });
        const failed = failedPoliciesOf(error).map((policy) => policy.policyType);
        if (failed.length) setServerCheck({ password: values.newPassword, failed });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="update-account-title">
      <Stack gap="md">
        <Stack gap={4}>
          <OnboardingTitle id="update-account-title">{passwordExpired ? TEXTOS_VENCIMIENTO.titulo : TEXTOS_ACTIVACION.titulo}</OnboardingTitle>
          <Text c="dimmed" fz="sm">
            {passwordExpired ? TEXTOS_VENCIMIENTO.explicacion(passwordExpiryDays(policies.data)) : TEXTOS_ACTIVACION.explicacion}
          </Text>
        </Stack>
        <PasswordInput
          label={TEXTOS_ACTIVACION.contrasenaNueva}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          required
          disabled={done}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <WatchedPasswordRules control={form.control} name="newPassword" policies={policies.data} serverCheck={serverCheck} />
        <PasswordInput
          label={TEXTOS_ACTIVACION.confirmarContrasena}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          required
          disabled={done}
          error={errors.newPasswordConfirm?.message}
          {...form.register('newPasswordConfirm')}
        />
        {passwordExpired ? null : (
          <Stack gap="xs">
            <LegalConsent
              prefix={TEXTOS_ACTIVACION.aceptoAviso}
              linkText={TEXTOS_ACTIVACION.avisoPrivacidad}
              href="/docs/aviso-privacidad.pdf"
              error={errors.acceptPrivacy?.message}
              field={form.register('acceptPrivacy')}
            />
            <LegalConsent
              prefix={TEXTOS_ACTIVACION.aceptoTerminos}
              linkText={TEXTOS_ACTIVACION.terminos}
              href="/docs/terminos.pdf"
              error={errors.acceptTerms?.message}
              field={form.register('acceptTerms')}
            />
          </Stack>
        )}
        {activate.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            <Text fz="sm">{activationError(activate.error)}</Text>
            {failedPolicies.length && !policies.data ? (
              <List size="sm" mt={6} spacing={2}>
                {failedPolicies.map((policy) => (
                  <List.Item key={policy.policyType}>{policyLabel(policy)}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
            {activate.data.message || MENSAJES_CUENTA.activacionExitosa}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={activate.isPending} disabled={done}>
          {TEXTOS_ACTIVACION.enviar}
        </Button>
      </Stack>
    </form>
  );
}
