import { Badge, Center, List, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TGenerator, TGeneratorLite } from '../../../../shared/contracts/generators.contract';
import { generatorStatusLabel } from '../../../../shared/domain/generator';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { TEXTOS_REVISION as R } from '../../../../shared/labels/generator-review';
import { DetailList, type DetailItem } from '../../../components/data/detail-list';
import { QueryError } from '../../../components/feedback/query-error';
import { formatDateTime } from '../../../lib/format/dates';
import { generatorBiddingQuery } from '../api/generators-list.query';
import { rowCells } from '../lib/generator-format';

function detailItems(g: TGenerator, lite: TGeneratorLite): DetailItem[] {
  const cells = rowCells(lite);
  const D = T.detalle;
  const photos = g.photographic.beforeList.length + g.photographic.duringList.length + g.photographic.endList.length;
  const supervisor = g.supervisor ? `${g.supervisor.name} ${g.supervisor.lastName} ${g.supervisor.motherLastName}`.trim() : '—';
  const coordinates = g.geolocation ? `${g.geolocation.coordinates.lat.toFixed(5)}, ${g.geolocation.coordinates.lng.toFixed(5)}` : '—';
  return [
    { label: D.proveedor, value: g.providerName },
    { label: D.rfc, value: g.rfc },
    { label: D.cliente, value: g.clientName },
    { label: T.columnas.status, value: <Badge variant="light" tt="none" color={cells.statusColor}>{generatorStatusLabel(g.status)}</Badge> },
    { label: T.columnas.statusPago, value: cells.statusPago },
    { label: T.columnas.total, value: cells.total },
    { label: `${T.columnas.startDate} / ${T.columnas.endDate}`, value: `${cells.startDate} / ${cells.endDate}` },
    { label: D.servicios, value: g.general?.serviceOfferedIdList.join(', ') || '—' },
    { label: D.proyecto, value: g.general?.projectName || '—' },
    { label: D.direccion, value: g.general ? `${g.general.address}, ${g.general.city}, ${g.general.state}` : '—' },
    { label: D.area, value: g.general ? `${g.general.area} · ${g.general.assignment} · ${g.general.businessUnit}` : '—' },
    { label: D.supervisor, value: supervisor },
    { label: D.region, value: g.supervisor ? `${g.supervisor.listRegions} · ${g.supervisor.listResponsible}` : '—' },
    { label: D.folio, value: g.geolocation?.folioTracker || '—' },
    { label: D.coordenadas, value: coordinates },
    { label: D.fotografias, value: String(photos) },
    ...(g.status === 'REJECTED' ? [{ label: R.motivoRechazo, value: <Text c="red.9" fz="sm" fw={600}>{g.comment || '—'}</Text> }] : [{ label: D.comentario, value: g.comment || '—' }]),
    ...(g.version > 0 ? [{ label: R.version, value: String(g.version) }] : []),
    ...(g.history.length ? [{ label: R.historial, value: <ReviewHistory history={g.history} /> }] : []),
    { label: D.actualizado, value: formatDateTime(g.lastModifiedDate) },
  ];
}

function ReviewHistory({ history }: { history: TGenerator['history'] }) {
  return (
    <List size="sm" spacing={2}>
      {history.map((h) => (
        <List.Item key={`${h.version}-${h.status}-${h.createdAt}`}>
          {`${R.version} ${h.version} · ${R.eventos[h.status] ?? generatorStatusLabel(h.status)} · ${formatDateTime(h.createdAt)}${h.actorName ? ` · ${h.actorName}` : ''}${h.comment ? ` · ${h.comment}` : ''}`}
        </List.Item>
      ))}
    </List>
  );
}

/** "Información": the generator's data in a dialog, with the reason of a rejection and the review history. */
export function GeneratorInfoModal({ generator, onClose }: { generator: TGeneratorLite; onClose: () => void }) {
  const { data, error, isError, refetch } = useQuery({ ...generatorBiddingQuery(generator.id, generator.idBiddingDocumentGenerador ?? ''), enabled: Boolean(generator.idBiddingDocumentGenerador) });
  return (
    <Modal opened onClose={onClose} title={T.detalleTitulo(generator.generatedCode)} size="lg" centered>
      {isError ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <DetailList items={detailItems(data, generator)} />
      ) : (
        <Center h={160}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
