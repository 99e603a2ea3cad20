import { ActionIcon, Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TOtpChallenge } from '../../../../shared/contracts/auth.contract';
import { OTP_DEFAULTS } from '../../../../shared/domain/auth-policy';
import { MENSAJES_CUENTA } from '../../../../shared/labels/messages';
import { OnboardingTitle } from '../../../components/layouts/onboarding-layout';
import { errorMessage } from '../../../lib/http/api-error';
import { type SignInResult, useVerifyOtp } from '../hooks/use-sign-in';

interface TwoStepPanelProps {
  challenge: TOtpChallenge;
  origin?: string;
  onSignedIn: (result: SignInResult) => void;
  onBack: () => void;
}

/** Mode 4 of the landing (spec 1 §2): the mailed one-time code; Verificar only with exactly the policy length. */
export function TwoStepPanel({ challenge, origin, onSignedIn, onBack }: TwoStepPanelProps) {
  const length = challenge.otpLength || OTP_DEFAULTS.length;
  const [code, setCode] = useState('');
  const verify = useVerifyOtp(origin);
  const firstDigit = useRef<HTMLInputElement>(null);

  // The password form was just replaced by this one: put the keyboard where the code goes.
  useEffect(() => firstDigit.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== length) return;
    verify.mutate({ challengeId: challenge.challengeId, code }, { onSuccess: (result) => onSignedIn(result) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-step-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label="Volver a iniciar sesión">
            <IconArrowLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <OnboardingTitle id="two-step-title">Verificación en dos pasos</OnboardingTitle>
        </Group>
        <Text c="dimmed" fz="sm">
          {MENSAJES_CUENTA.codigoEnviado}
        </Text>
        <Stack component="fieldset" gap={6} m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={500} fz="sm" p={0} mb={6}>
            Código de verificación
          </Text>
          <PinInput
            length={length}
            type="number"
            inputMode="numeric"
            oneTimeCode
            ref={firstDigit}
            value={code}
            onChange={setCode}
            error={verify.isError}
            getInputProps={(index) => ({ 'aria-label': `Dígito ${index + 1} de ${length}` })}
          />
        </Stack>
        {verify.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {errorMessage(verify.error)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth disabled={code.length !== length} loading={verify.isPending}>
          Verificar
        </Button>
      </Stack>
    </form>
  );
}
