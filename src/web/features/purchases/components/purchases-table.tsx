import { Badge, Button, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PurchaseStatus, TPurchase } from '../../../../shared/contracts/purchases.contract';
import { PURCHASE_STATUS_LABELS, TEXTOS_COMPRAS as T } from '../../../../shared/labels/purchases';
import { formatDate } from '../../../../shared/mx/dates';
import { formatMxnCents } from '../../../../shared/mx/money';
import { QueryError } from '../../../components/feedback/query-error';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';
import { downloadReceipt, purchasesQuery } from '../api/purchases.api';

const STATUS_COLORS = { PENDING: 'yellow', PAID: 'green', ACTIVE: 'blue' } as const satisfies Record<PurchaseStatus, string>;

export function PurchasesTableSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={T.cargando}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

function Amount({ purchase }: { purchase: TPurchase }) {
  if (purchase.amountCents === null) return <Text c="dimmed" fz="sm">{T.sinImporte}</Text>;
  return (
    <Text fz="sm" ta="right">
      {formatMxnCents(purchase.amountCents)} <Text span c="dimmed" fz="xs">{T.porMes}</Text>
    </Text>
  );
}

function ReceiptCell({ purchase }: { purchase: TPurchase }) {
  const download = useMutation({
    mutationFn: () => downloadReceipt(purchase.id),
    onError: (error) => showToast('error', errorMessage(error), T.errorRecibo),
  });
  if (!purchase.receipt) {
    return (
      <Text c="dimmed" fz="xs">
        {purchase.status === 'PENDING' ? T.sinReciboPendiente : T.sinRecibo}
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={T.descargarReciboDe(purchase.concept, formatDate(purchase.paidAt ?? purchase.date))}
    >
      {T.descargarRecibo}
    </Button>
  );
}

/** The purchases of `email` (the signed-in user's): loading, error, empty and the table. */
export function PurchasesTable({ email }: { email: string }) {
  const query = useQuery(purchasesQuery(email));
  if (query.isPending) return <PurchasesTableSkeleton />;
  if (query.isError) return <QueryError error={query.error} title={T.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconReceipt size={28} />
        </ThemeIcon>
        <Text fw={600}>{T.vacio}</Text>
        <Text c="dimmed" fz="sm" ta="center">
          {T.vacioAyuda}
        </Text>
        <Button component={Link} to="/payment" variant="light">
          {T.verPlanes}
        </Button>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={8} fz="sm" aria-label={T.titulo} aria-busy={query.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.fecha}</Table.Th>
            <Table.Th>{T.concepto}</Table.Th>
            <Table.Th>{T.empresa}</Table.Th>
            <Table.Th ta="right">{T.importe}</Table.Th>
            <Table.Th>{T.estado}</Table.Th>
            <Table.Th>{T.recibo}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((purchase) => (
            <Table.Tr key={purchase.id}>
              <Table.Td>{formatDate(purchase.date)}</Table.Td>
              <Table.Td>{purchase.concept}</Table.Td>
              <Table.Td>{purchase.companyName}</Table.Td>
              <Table.Td>
                <Amount purchase={purchase} />
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[purchase.status]} variant="light" tt="none">
                  {PURCHASE_STATUS_LABELS[purchase.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ReceiptCell purchase={purchase} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
