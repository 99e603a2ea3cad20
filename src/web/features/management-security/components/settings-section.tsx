import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type QueryKey, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SEGURIDAD_TEXTOS as T } from '../../../../shared/labels/management-security';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';

interface SettingsSectionProps<TData> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  help: string;
  query: UseQueryResult<TData>;
  skeletonHeight: number;
  children: (data: TData) => ReactNode;
}

/** A panel of Configuración: title, help, then loading, error with retry, or the form once loaded. */
export function SettingsSection<TData>({ id, title, help, query, skeletonHeight, children }: SettingsSectionProps<TData>) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} id={id} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        {query.isPending ? <Skeleton height={skeletonHeight} component="output" aria-label={T.cargando} /> : null}
        {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data === undefined ? null : children(query.data)}
      </Stack>
    </Paper>
  );
}

interface SettingsSaveOptions<TInput, TResult> {
  save: (input: TInput) => Promise<TResult>;
  /** The query whose cache takes the saved value. */
  queryKey: QueryKey;
  /** The toast after saving; null when the caller tells it another way. */
  successMessage: (result: TResult) => string | null;
  onSaved?: (result: TResult) => void;
  /** Return true when the error was shown another way (e.g. on the form's fields). */
  handleError?: (error: unknown) => boolean;
}

/** Saving a Configuración panel: the cache takes the answer, a toast says how it went. */
export function useSettingsSave<TInput, TResult>({ save, queryKey, successMessage, onSaved, handleError }: SettingsSaveOptions<TInput, TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      client.setQueryData(queryKey, result);
      const message = successMessage(result);
      if (message) showToast('success', message);
      onSaved?.(result);
    },
    onError: (error) => {
      if (!handleError?.(error)) showToast('error', errorMessage(error));
    },
  });
}
