import { Alert, Button, Center, Group, Stack, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { TEXTOS_SIN_CONEXION as T } from '../../../shared/labels/field-home';

/**
 * What a screen that cannot work from the device shows while there is no network (issue 10 §1):
 * it says so plainly, offers "Reintentar" and a way back to the field home, which works offline.
 */
export function NeedsConnection({ onRetry, compact = false }: { onRetry?: () => void; compact?: boolean }) {
  const body = (
    <Stack gap="md" maw={460} w="100%">
      {compact ? null : (
        <Title order={1} fz={24}>
          {T.titulo}
        </Title>
      )}
      <output style={{ display: 'block' }}>
        <Alert color="yellow" variant="light" icon={<IconWifiOff size={20} />} title={compact ? T.titulo : undefined}>
          {T.detalle}
        </Alert>
      </output>
      <Group>
        {onRetry ? <Button onClick={onRetry}>{T.reintentar}</Button> : null}
        <Button variant="default" component={Link} to="/campo">
          {T.volver}
        </Button>
      </Group>
    </Stack>
  );
  return compact ? body : (
    <Center mih="60dvh" p="md">
      {body}
    </Center>
  );
}
