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

/** Any status outside the machine reads "Pendiente de pago" (spec 3 §4). */
export function generatorStatusLabel(status: string): string {
  return (GENERATOR_STATUS_LABELS as Record<string, string>)[status] ?? PENDING_PAYMENT_LABEL;
}

/** Row actions of the generators list (spec 3 §4). */
export const generatorActions = {
  canEdit: (status: GeneratorStatus) => status === 'DRAFT',
  canDisable: (status: GeneratorStatus) => !['APPROVED', 'DISABLED', 'REVISION'].includes(status),
  canViewPdf: (g: { pdfFileId: string | null }) => g.pdfFileId !== null,
  canViewInfo: (g: { idBiddingDocumentGenerador: string | null }) => g.idBiddingDocumentGenerador !== null,
  canStore: (status: GeneratorStatus) => status !== 'STORED' && status !== 'DISABLED',
  canUnstore: (status: GeneratorStatus) => status === 'STORED',
} as const;

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
  columns: ['Proveedor', 'ID del Generador', 'Inicio', 'Fin', 'Importe total', 'Cuidad', 'Estatus', 'Estado de Pago'],
  fileName: (isoDate: string) => `Reporte_${isoDate}.xlsx`,
} as const;

/** Export status mapping: approved reads Aceptado; rejected and disabled read Rechazado. */
export function reportStatusLabel(status: string): string {
  if (status === 'APPROVED') return 'Aceptado';
  if (status === 'REJECTED' || status === 'DISABLED') return 'Rechazado';
  return generatorStatusLabel(status);
}

export function paymentStatusLabel(status: string): string {
  return status === 'PAID' ? GENERATOR_STATUS_LABELS.PAID : PENDING_PAYMENT_LABEL;
}
