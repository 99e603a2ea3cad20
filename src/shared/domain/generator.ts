import { z } from './zod-locale';

/** Generator status machine of spec 3 §4. */
export const GENERATOR_STATUSES = ['DRAFT', 'REVISION', 'APPROVED', 'REJECTED', 'DISABLED', 'STORED', 'PAID'] as const;
export type GeneratorStatus = (typeof GENERATOR_STATUSES)[number];

export const GENERATOR_STATUS_LABELS = {
  DRAFT: 'En proceso',
  REVISION: 'Bajo Revisión',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  DISABLED: 'Deshabilitado',
  STORED: 'Archivado',
  PAID: 'Pagado',
} as const satisfies Record<GeneratorStatus, string>;

export const PAYMENT_STATUSES = ['PENDING', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PENDING_PAYMENT_LABEL = 'Pendiente de pago';
/** Payment only means something once the client approved the generator. */
export const PAYMENT_NOT_APPLICABLE_LABEL = 'No aplica';

/** Any status outside the machine reads "Pendiente de pago" (spec 3 §4). */
export function generatorStatusLabel(status: string): string {
  return (GENERATOR_STATUS_LABELS as Record<string, string>)[status] ?? PENDING_PAYMENT_LABEL;
}

/** Row actions of the generators list (spec 3 §4). */
export const generatorActions = {
  /** A rejected generator goes back to its provider to be corrected and sent again. */
  canEdit: (status: GeneratorStatus) => status === 'DRAFT' || status === 'REJECTED',
  canDisable: (status: GeneratorStatus) => !['APPROVED', 'DISABLED', 'REVISION'].includes(status),
  canViewPdf: (g: { pdfFileId: string | null }) => g.pdfFileId !== null,
  canViewInfo: (g: { idBiddingDocumentGenerador: string | null }) => g.idBiddingDocumentGenerador !== null,
  canStore: (status: GeneratorStatus) => status !== 'STORED' && status !== 'DISABLED',
  canUnstore: (status: GeneratorStatus) => status === 'STORED',
} as const;

/** What the provider's device last heard from the server about a generator's review. */
export interface KnownGeneratorStatus {
  status: GeneratorStatus;
  /** A signature process is running. */
  signing: boolean;
}

/**
 * The provider can no longer change it (the server answers 409): a signature process runs, or its
 * status is past En proceso / Rechazado (under the client's review, approved, paid, archived…).
 */
export const generatorLocked = (known: KnownGeneratorStatus | null | undefined): boolean => Boolean(known && (known.signing || !generatorActions.canEdit(known.status)));

export const BUSINESS_UNITS = ['Empresarial', 'Residencial'] as const;
export const AREAS = ['Operaciones', 'Infraestructura', 'Distrito', 'Implementación'] as const;
export const ASSIGNMENTS = ['Directa (supervisor)', 'Autorizado por compras', 'PIM', 'PM'] as const;

export const PHOTO_LISTS = ['beforeList', 'duringList', 'endList'] as const;
export type PhotoList = (typeof PHOTO_LISTS)[number];

export const GENERATOR_LIMITS = {
  minStartDate: '2024-05-01',
  addressMax: 200,
  minPhotos: 5,
  maxPhotos: 12,
  activitiesMax: 200,
  nsMax: 100,
  ontMax: 20,
  photoMaxWidth: 800,
  photoMaxHeight: 600,
  photoQuality: 0.7,
  photoMaxBytes: 1024 * 1024,
  autoAcceptAccuracyM: 20,
  warnAccuracyM: 100,
} as const;

export const ZCoordinates = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullable(),
});
export type TCoordinates = z.infer<typeof ZCoordinates>;

/** Excel export of the generators list (spec 3 §2.4). */
export const GENERATOR_REPORT = {
  sheet: 'Reporte',
  columnWidth: 25,
  columns: ['Proveedor', 'ID del Generador', 'Inicio', 'Fin', 'Importe total', 'Ciudad', 'Estatus', 'Estado de Pago'],
  fileName: (isoDate: string) => `Reporte_${isoDate}.xlsx`,
} as const;

/**
 * The export reads the same labels as the screens and the PDF (issue 10 §3): one map, so an
 * approved generator is "Aprobado" everywhere (the old export's "Aceptado" disagreed with the list).
 */
export const reportStatusLabel = generatorStatusLabel;

/** The label of a payment status value alone (the filter of the "Estatus de pago" column). */
export function paymentStatusLabel(status: string): string {
  return status === 'PAID' ? GENERATOR_STATUS_LABELS.PAID : PENDING_PAYMENT_LABEL;
}

/** Status after which a payment is due or done; an archived generator keeps the one it had. */
const PAYABLE: readonly string[] = ['APPROVED', 'PAID'];

/**
 * What a generator's "Estatus de pago" shows on screens and in the export: "Pagado", "Pendiente de
 * pago" once approved, and "No aplica" before (a draft or a rejected generator owes nothing).
 */
export function generatorPaymentLabel(g: { status: string; statusPago: string; statusBeforeStore?: string | null }): string {
  if (g.statusPago === 'PAID') return GENERATOR_STATUS_LABELS.PAID;
  // Archived without its previous status at hand: keep the old reading rather than guess "No aplica".
  const effective = g.status === 'STORED' ? (g.statusBeforeStore ?? 'APPROVED') : g.status;
  return PAYABLE.includes(effective) ? PENDING_PAYMENT_LABEL : PAYMENT_NOT_APPLICABLE_LABEL;
}
