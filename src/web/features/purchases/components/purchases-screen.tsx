import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { TEXTOS_COMPRAS as T } from '../../../../shared/labels/purchases';
import { QueryError } from '../../../components/feedback/query-error';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { PurchasesTable, PurchasesTableSkeleton } from './purchases-table';

/** Mis compras (spec 1 §7, GET /buy/email/{email}/all): the signed-in user's own purchases. */
export function PurchasesScreen() {
  useDocumentTitle(`${T.titulo} · Avala`);
  const user = useQuery(currentUserQuery());
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="avala.8">
          {T.titulo}
        </Title>
        <Text c="dimmed">{T.descripcion}</Text>
      </div>
      {user.isPending ? <PurchasesTableSkeleton /> : null}
      {user.isError ? <QueryError error={user.error} title={T.error} onRetry={() => void user.refetch()} /> : null}
      {user.data ? <PurchasesTable email={user.data.email} /> : null}
    </Stack>
  );
}
