import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AvalaMark } from '../brand/avala-logo';

/** Any address the app does not know. */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center">
        <AvalaMark size={56} />
        <Text fz={48} fw={800} c="avala.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={24}>
          Página no encontrada
        </Title>
        <Text c="dimmed">La dirección que busca no existe o cambió de lugar. Revise el enlace o vuelva al inicio.</Text>
        <Button component={Link} to="/">
          Ir al inicio
        </Button>
      </Stack>
    </Center>
  );
}
