import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../feedback/query-error';

/**
 * The body of a paged list screen: its skeleton while the first page arrives, the error with
 * Reintentar, the empty text when there are no rows, else the rows (`children`).
 */
export function QueryListBody<T extends { items: readonly unknown[] }>(props: { query: UseQueryResult<T>; skeleton: ReactNode; errorTitle: string; empty: string; children: (data: T) => ReactNode }) {
  const { query } = props;
  if (query.isPending) return props.skeleton;
  if (query.isError) return <QueryError error={query.error} title={props.errorTitle} onRetry={() => void query.refetch()} />;
  if (!query.data.items.length)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {props.empty}
      </Text>
    );
  return props.children(query.data);
}
