import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const NOTICE_ID = 'nueva-version';

/** "Nueva versión disponible" with an Actualizar button; stays until the user acts or closes it. */
export function showUpdateAvailable(onUpdate: () => void): void {
  notifications.show({
    id: NOTICE_ID,
    title: 'Nueva versión disponible',
    autoClose: false,
    withCloseButton: true,
    message: (
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <Text fz="sm">Actualice para usar la versión más reciente de Avala.</Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.update({ id: NOTICE_ID, title: 'Actualizando…', message: 'La aplicación se recargará en un momento.', loading: true, autoClose: false, withCloseButton: false });
            onUpdate();
          }}
        >
          Actualizar
        </Button>
      </Group>
    ),
  });
}
