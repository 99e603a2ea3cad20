import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { ZResetEmailParams } from '../../../../shared/contracts/account.contract';
import { TEXTOS_RESTABLECER } from '../../../../shared/labels/access';
import { MENSAJES_CUENTA } from '../../../../shared/labels/messages';
import { OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { errorMessage } from '../../../lib/http/api-error';
import { useRequestPasswordReset } from '../hooks/use-password-reset';

interface RestorePasswordPanelProps {
  onBack: () => void;
}

/**
 * Mode 2 of the landing (spec 1 §2): ask for the reset e-mail. The e-mail has the login's rules
 * (spec 1 §5); the server's answer fills the alert area. It is the same confirmation for every
 * address (issue 20 §15): whether an account exists is told only to the mailbox itself.
 */
export function RestorePasswordPanel({ onBack }: RestorePasswordPanelProps) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(ZResetEmailParams), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email }) => request.mutate(email));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="restore-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={TEXTOS_RESTABLECER.volver}>
            <IconArrowLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <OnboardingTitle id="restore-title">{TEXTOS_RESTABLECER.titulo}</OnboardingTitle>
        </Group>
        <Text c="dimmed" fz="sm">
          {TEXTOS_RESTABLECER.explicacion}
        </Text>
        <TextInput
          label={TEXTOS_RESTABLECER.correo}
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="nombre@empresa.com"
          leftSection={<IconMail size={18} aria-hidden="true" />}
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        {request.isSuccess ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
            {request.data || MENSAJES_CUENTA.correoRestablecimientoEnviado}
          </Alert>
        ) : null}
        {request.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {errorMessage(request.error)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {TEXTOS_RESTABLECER.enviar}
        </Button>
      </Stack>
    </form>
  );
}
