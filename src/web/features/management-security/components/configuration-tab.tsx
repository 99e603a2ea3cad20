import { Stack } from '@mantine/core';
import { useState } from 'react';
import { OtpExceptionsDialog } from './otp-exceptions-dialog';
import { PoliciesPanel } from './policies-panel';
import { TwoStepPanel } from './two-step-panel';

/** Administración › Configuración: Políticas, Autenticación de 2 pasos and Excepciones de usuarios (Administrador only). */
export function ConfigurationTab({ companyId }: { companyId: string }) {
  const [exceptionsOpen, setExceptionsOpen] = useState(false);
  return (
    <Stack gap="md">
      <PoliciesPanel companyId={companyId} />
      <TwoStepPanel companyId={companyId} onOpenExceptions={() => setExceptionsOpen(true)} />
      <OtpExceptionsDialog companyId={companyId} opened={exceptionsOpen} onClose={() => setExceptionsOpen(false)} />
    </Stack>
  );
}
