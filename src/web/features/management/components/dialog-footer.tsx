import { Alert, Button, Group } from '@mantine/core';
import { ADMINISTRACION as A } from '../../../../shared/labels/management';
import { errorMessage } from '../../../lib/api-client';

interface DialogFooterProps {
  /** The save mutation's error, if it failed; shown above the buttons. */
  error: unknown;
  /** Shown when the error carries no message of its own. */
  fallbackError: string;
  saving: boolean;
  onCancel: () => void;
}

/** Bottom of the Administración form dialogs: the save error, then Cancelar and Guardar (submit). */
export function DialogFooter({ error, fallbackError, saving, onCancel }: DialogFooterProps) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error) || fallbackError}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {A.cancelar}
        </Button>
        <Button type="submit" loading={saving}>
          {A.guardar}
        </Button>
      </Group>
    </>
  );
}
