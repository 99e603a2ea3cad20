import { Alert, Button, Center, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { NeedsConnection } from '../feedback/needs-connection';

/** What a route shows when loading it failed: the Spanish message, a retry and a way home. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  // No network is not "an unexpected error": say what the screen needs (issue 10 §1).
  if (isApiError(error) && error.isNetworkError) return <NeedsConnection onRetry={retry} />;
  return (
    <Center mih="60dvh" p="md">
      <Stack gap="md" maw={460} w="100%">
        <Title order={1} fz={24}>
          No pudimos cargar esta página
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {errorMessage(error)}
        </Alert>
        <Group>
          <Button onClick={retry}>Reintentar</Button>
          <Button variant="default" component={Link} to="/">
            Ir al inicio
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
