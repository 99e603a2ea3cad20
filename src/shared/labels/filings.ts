import type { FilingKind, FilingPeriod, FilingStatus } from '../domain/filing-periods';
import { monthName } from './months';

/** Status badges of the four-monthly filings (issue 24). */
export const FILING_STATUS_LABELS = {
  POR_PRESENTAR: 'Por presentar',
  PRESENTADO: 'Presentado',
  VENCIDO: 'Vencido',
} as const satisfies Record<FilingStatus, string>;

export const FILING_KIND_LABELS = {
  ICSOE: 'ICSOE (IMSS)',
  SISUB: 'SISUB (INFONAVIT)',
} as const satisfies Record<FilingKind, string>;

/** "Enero–abril 2026". */
export function filingPeriodName(p: FilingPeriod): string {
  const first = (p.period - 1) * 4 + 1;
  return `${monthName(first)}–${monthName(first + 3).toLowerCase()} ${String(p.year)}`;
}

/** Column headers of ICSOE-{rfc}-{year}-{period}.xlsx: one row per contract, as the IMSS form asks. */
export const ICSOE_HEADERS = [
  'Cuatrimestre',
  'Año',
  'RFC del prestador',
  'Registro patronal',
  'Folio REPSE',
  'Contrato',
  'RFC del cliente',
  'Nombre o razón social del cliente',
  'Domicilio del cliente',
  'Objeto del contrato',
  'Fecha de inicio',
  'Fecha de término',
  'Monto del contrato',
  'Moneda',
  'Trabajadores estimados',
  'Trabajadores en el periodo',
  'Días pagados en el periodo',
  'Suma del SBC diario',
] as const;

export const FILINGS_TEXT = {
  hojaIcsoe: 'ICSOE',
  titulo: 'Declaraciones cuatrimestrales ICSOE y SISUB',
  descripcion: 'Archivos prellenados con sus contratos y los trabajadores de sus CFDI de nómina. Revíselos antes de presentarlos ante el IMSS y el INFONAVIT.',
  periodo: 'Periodo',
  vence: 'Vence',
  estado: 'Estado',
  enCurso: 'En curso',
  acuse: 'Acuse',
  descargarSisub: 'Descargar SISUB (3 archivos)',
  descargarIcsoe: 'Descargar ICSOE (xlsx)',
  archivosSisub: 'Archivos SISUB por separado',
  sisubArchivos: { 1: '1 Sujeto obligado', 2: '2 Contratos', 3: '3 Detalle de trabajadores' } as Record<1 | 2 | 3, string>,
  subirAcuse: (kind: string) => `Subir acuse ${kind}`,
  reemplazarAcuse: (kind: string) => `Reemplazar acuse ${kind}`,
  acuseGuardado: (kind: string) => `Acuse de ${kind} guardado. La declaración quedó como presentada.`,
  errorCarga: 'No se pudieron cargar las declaraciones. Intente de nuevo.',
  errorDescarga: 'No se pudo descargar el archivo. Intente de nuevo.',
  errorSubida: 'No se pudo subir el acuse. Intente de nuevo.',
  sinPeriodos: 'No hay periodos que mostrar.',
  soloLectura: 'Estado de las declaraciones de su proveedor (solo lectura).',
  presentadoEl: (date: string) => `Presentado el ${date}`,
  acuseInvalido: 'Seleccione el acuse en PDF o imagen (PNG, JPG).',
  seleccioneAcuse: 'Seleccione el acuse que emitió el IMSS o el INFONAVIT.',
  periodoFuturo: 'El periodo aún no comienza.',
  proveedoresTitulo: 'Declaraciones ICSOE y SISUB de sus proveedores',
  proveedor: 'Proveedor',
  rfc: 'RFC',
  sinProveedores: 'No tiene proveedores vinculados.',
  sinServicio: 'Sin servicio en el periodo',
  seleccionePeriodo: 'Seleccione el periodo',
} as const;

/** The reminder 10 days before a due date (issue 24). */
export const FILINGS_REMINDER = {
  asunto: 'Declaraciones cuatrimestrales por vencer',
  texto: (kinds: string, periodName: string, due: string) => `Presente ${kinds} del periodo ${periodName} a más tardar el ${due}.`,
  detalle: 'Descargue los archivos prellenados en Avala, preséntelos y suba el acuse para que sus clientes lo vean como presentado.',
} as const;
