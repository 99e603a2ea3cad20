import { Stack } from '@mantine/core';
import { useState } from 'react';
import { OtpExceptionsDialog } from './otp-exceptions-dialog';
import { PoliciesPanel } from './policies-panel';
import { TwoStepPanel } from './two-step-panel';

/** Administración › Configuración: Políticas, Autenticación de 2 pasos and Excepciones de usuarios (Administrador only). */
export function ConfigurationTab({ companyId }: { companyId: string }) {
  const [exceptions, setExceptions] = useState<{ open: boolean; notice?: string | undefined }>({ open: false });
  return (
    <Stack gap="md">
      <PoliciesPanel companyId={companyId} />
      <TwoStepPanel companyId={companyId} onOpenExceptions={(notice) => setExceptions({ open: true, notice })} />
      <OtpExceptionsDialog companyId={companyId} opened={exceptions.open} notice={exceptions.notice} onClose={() => setExceptions({ open: false })} />
    </Stack>
  );
}
