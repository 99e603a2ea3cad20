import { REPSE_REGISTRATION_REQUIREMENT } from './compliance';

/**
 * Fixed ids of the platform's default document set "REPSE — Servicios especializados", inserted as
 * data by migration 0023_default_document_set. The seed, the services form (non-CORPORATIVO plans
 * always use it) and the tests address it through these constants.
 */
export const DEFAULT_DOCUMENT_SET_ID = '5e7d0000-0000-4000-8000-000000000001';
export const DEFAULT_DOCUMENT_SET_NAME = 'REPSE — Servicios especializados';

export const DEFAULT_STAGE_IDS = {
  expediente: '5e7d0000-0000-4000-8001-000000000001',
  cumplimiento: '5e7d0000-0000-4000-8001-000000000002',
  reporteo: '5e7d0000-0000-4000-8001-000000000003',
} as const;

/** Requirement ids of the default set by name (as the migration writes them). */
export const DEFAULT_REQUIREMENT_IDS = {
  'Acta constitutiva': '5e7d0000-0000-4000-8003-000000000001',
  'Poder del representante legal': '5e7d0000-0000-4000-8003-000000000002',
  'Identificación oficial del representante legal': '5e7d0000-0000-4000-8003-000000000003',
  'Constancia de situación fiscal': '5e7d0000-0000-4000-8003-000000000004',
  'Comprobante de domicilio': '5e7d0000-0000-4000-8003-000000000005',
  [REPSE_REGISTRATION_REQUIREMENT]: '5e7d0000-0000-4000-8003-000000000006',
  'Opinión de cumplimiento SAT (32-D)': '5e7d0000-0000-4000-8003-000000000007',
  'Opinión de cumplimiento IMSS': '5e7d0000-0000-4000-8003-000000000008',
  'Opinión de cumplimiento INFONAVIT': '5e7d0000-0000-4000-8003-000000000009',
  'CFDI de nómina': '5e7d0000-0000-4000-8003-000000000010',
  'Lista de nómina pagada': '5e7d0000-0000-4000-8003-000000000011',
  'SUA resumen de liquidación': '5e7d0000-0000-4000-8003-000000000012',
  'Comprobante de pago de cuotas IMSS': '5e7d0000-0000-4000-8003-000000000013',
  'Pago de aportaciones INFONAVIT': '5e7d0000-0000-4000-8003-000000000014',
  'Declaración y pago de ISR retenido': '5e7d0000-0000-4000-8003-000000000015',
  'Declaración de IVA': '5e7d0000-0000-4000-8003-000000000016',
  'Impuesto sobre nómina estatal': '5e7d0000-0000-4000-8003-000000000017',
  'CFDI del servicio': '5e7d0000-0000-4000-8003-000000000018',
  'Comprobante de pago del CFDI del servicio': '5e7d0000-0000-4000-8003-000000000019',
  'Acuse ICSOE': '5e7d0000-0000-4000-8003-000000000020',
  'Acuse SISUB': '5e7d0000-0000-4000-8003-000000000021',
} as const;
