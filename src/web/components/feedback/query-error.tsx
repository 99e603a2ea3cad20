import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { NeedsConnection } from './needs-connection';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** The error state of a screen or card: the Spanish message and, when it makes sense, Reintentar. */
export function QueryError({ error, onRetry, title = 'No pudimos cargar la información' }: QueryErrorProps) {
  if (isApiError(error) && error.isNetworkError) return <NeedsConnection onRetry={onRetry} compact />;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} />} role="alert">
      {errorMessage(error)}
      {onRetry ? (
        <div>
          <Button size="xs" variant="white" color="red.9" mt="sm" onClick={onRetry}>
            Reintentar
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
