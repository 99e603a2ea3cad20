import type { TGenerator, TGeneratorLite, TGeneratorVersion, TPhotoItem, TSigningProgress } from '../../../shared/contracts/generators.contract';
import { PHOTO_LISTS, type PhotoList } from '../../../shared/domain/generator';
import type { GeneratorListRow } from './generators-list.repository';
import type { GeneratorRow, PhotoRow } from './generators.repository';

export function photoLists(photos: PhotoRow[]): Record<PhotoList, TPhotoItem[]> {
  const lists = Object.fromEntries(PHOTO_LISTS.map((list) => [list, [] as TPhotoItem[]])) as Record<PhotoList, TPhotoItem[]>;
  for (const photo of photos.toSorted((a, b) => a.position - b.position)) lists[photo.list].push({ imageId: photo.id, ns: photo.ns, activities: photo.activities });
  return lists;
}

/** What the review loop adds to a single generator: its running signature process and its history. */
export interface GeneratorReviewState {
  signing: TSigningProgress | null;
  version: number;
  history: TGeneratorVersion[];
}

const NO_REVIEW: GeneratorReviewState = { signing: null, version: 0, history: [] };

export function toGeneratorDto(
  row: GeneratorRow,
  names: { provider: { name: string; rfc: string }; client: { name: string } },
  photos: PhotoRow[],
  review: GeneratorReviewState = NO_REVIEW,
): TGenerator {
  return {
    id: row.id,
    generatedCode: row.generatedCode,
    providerCompanyId: row.providerCompanyId,
    providerName: names.provider.name,
    rfc: names.provider.rfc,
    clientCompanyId: row.clientCompanyId,
    clientName: names.client.name,
    serviceId: row.serviceId,
    status: row.status,
    statusPago: row.statusPago,
    general: row.general,
    supervisor: row.supervisor,
    geolocation: row.geolocation,
    photographic: { ont: row.ont, ...photoLists(photos) },
    summary: row.summary ?? null,
    providerLogoId: row.providerLogoId,
    attachedFileId: row.attachedFileId,
    pdfFileId: row.pdfFileId,
    idBiddingDocumentGenerador: row.biddingDocumentId,
    comment: row.comment,
    totalCents: row.totalCents,
    city: row.city,
    startDate: row.startDate,
    endDate: row.endDate,
    lastModifiedDate: row.updatedAt.toISOString(),
    ...review,
  };
}

/** A list row (the list's own statement gives each field, the names and the update time as ISO text). */
export function toGeneratorLite(row: GeneratorListRow): TGeneratorLite {
  return {
    id: row.id,
    generatedCode: row.generatedCode,
    providerCompanyId: row.providerCompanyId,
    providerName: row.providerName,
    clientCompanyId: row.clientCompanyId,
    clientName: row.clientName,
    startDate: row.startDate,
    endDate: row.endDate,
    totalCents: row.totalCents,
    city: row.city,
    status: row.status,
    statusPago: row.statusPago,
    pdfFileId: row.pdfFileId,
    idBiddingDocumentGenerador: row.biddingDocumentId,
    comment: row.comment,
    lastModifiedDate: row.lastModifiedDate,
    signing: null,
  };
}
