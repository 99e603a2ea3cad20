import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { type TLoginRequest, ZLoginRequest } from '../../../../shared/contracts/auth.contract';
import { applyServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { errorMessage, isApiError } from '../../../lib/http/api-error';
import { OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { type SignInOutcome, useSignIn } from '../hooks/use-sign-in';

interface SignInFormProps {
  /** The remembered origin (`?redirect=`), already checked. */
  origin?: string;
  /** Signed in, or asked for the two-step code. */
  onSignedIn: (outcome: SignInOutcome) => void;
  onForgotPassword: () => void;
}

const FIELDS = ['email', 'password'] as const;

/** Mode 1 of the landing (spec 1 §2): email, password, keep-session, alert area, submit with spinner. */
export function SignInForm({ origin, onSignedIn, onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn(origin);
  const form = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '', keepSession: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values: TLoginRequest) => {
    signIn.mutate(values, {
      onSuccess: (outcome) => onSignedIn(outcome),
      onError: (error) => {
        // A 400 with field errors points at the fields; the alert still carries the message.
        if (isApiError(error)) applyServerFieldErrors(form, error, { fields: FIELDS });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <Stack gap="md">
        <Stack gap={4}>
          <OnboardingTitle id="sign-in-title">Iniciar Sesión</OnboardingTitle>
          <Text c="dimmed" fz="sm">
            Ingrese con el correo y la contraseña de su cuenta.
          </Text>
        </Stack>
        <TextInput
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="nombre@empresa.com"
          leftSection={<IconMail size={18} aria-hidden="true" />}
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Checkbox label="Mantener la sesión abierta" {...form.register('keepSession')} />
          <Anchor component="button" type="button" fz="sm" onClick={onForgotPassword}>
            ¿Olvidó su contraseña?
          </Anchor>
        </Group>
        {signIn.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {errorMessage(signIn.error)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          Iniciar sesión
        </Button>
      </Stack>
    </form>
  );
}
