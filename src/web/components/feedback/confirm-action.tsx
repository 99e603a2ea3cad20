import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { whenModalsReady } from './modals-host';

export interface ConfirmActionOptions {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Paint the confirm button red (destructive or leaving actions). */
  danger?: boolean;
}

/** Asks before acting: resolves true on confirm, false on cancel or close. */
export async function confirmAction({ title, message, confirmLabel, cancelLabel = 'Cancelar', danger = false }: ConfirmActionOptions): Promise<boolean> {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), whenModalsReady()]);
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text fz="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
