import type { Product } from '../domain/enums';
import { countOf } from '../text/count';

/** The additional products a company may have enabled (spec 1 §7), as a person reads them. */
export const PRODUCT_LABELS = {
  REPSE: 'Cumplimiento REPSE',
  GENERADORES: 'Generadores',
  LISTAS_NEGRAS_SAT: 'Listas negras del SAT',
} as const satisfies Record<Product, string>;

/** A purchase's state as the Mis compras table shows it. */
export const PURCHASE_STATUS_LABELS = {
  PENDING: 'Pendiente de pago',
  PAID: 'Pagada',
  ACTIVE: 'Activo',
} as const satisfies Record<'PENDING' | 'PAID' | 'ACTIVE', string>;

/** The concept of a plan order: "Plan PyME · 300 trabajadores · 40 GB". */
export const conceptoPlan = (empleados: number, gigas: number) => `Plan PyME · ${countOf(empleados, 'trabajador', 'trabajadores')} · ${gigas} GB`;
export const conceptoProducto = (product: Product) => `Producto adicional: ${PRODUCT_LABELS[product]}`;

/** Mis compras (GET /buy/email/{email}/all) and its receipt. */
export const TEXTOS_COMPRAS = {
  titulo: 'Mis compras',
  descripcion: 'Los planes que ha contratado y los productos adicionales de las empresas que administra.',
  menuCuenta: 'Menú de la cuenta',
  cargando: 'Cargando compras...',
  vacio: 'Aún no tiene compras',
  vacioAyuda: 'Cuando contrate un plan aparecerá aquí con su recibo.',
  verPlanes: 'Ver planes',
  error: 'No se pudieron obtener sus compras',
  reintentar: 'Reintentar',
  fecha: 'Fecha',
  concepto: 'Concepto',
  empresa: 'Empresa',
  importe: 'Importe',
  estado: 'Estado',
  recibo: 'Recibo',
  porMes: 'al mes',
  sinImporte: 'No aplica',
  descargarRecibo: 'Descargar recibo',
  descargarReciboDe: (concepto: string, fecha: string) => `Descargar recibo de ${concepto} del ${fecha}`,
  sinRecibo: 'Sin recibo',
  sinReciboPendiente: 'El recibo se emite al pagar la orden',
  errorRecibo: 'No se pudo descargar el recibo',
} as const;

/** The receipt PDF (server) and its file name. */
export const RECIBO = {
  titulo: 'Recibo de compra',
  subtitulo: (folio: string, fecha: string) => `Folio ${folio} · Emitido el ${fecha}`,
  datosCompra: 'Datos de la compra',
  concepto: 'Concepto',
  empresa: 'Empresa',
  rfc: 'RFC',
  fechaOrden: 'Fecha de la orden',
  fechaPago: 'Fecha de pago',
  importe: 'Importe mensual (MXN)',
  metodo: 'Método de pago',
  tarjeta: (marca: string, last4: string) => `Tarjeta ${marca.toUpperCase()} terminación ${last4}`,
  referencia: 'Referencia del cobro',
  prueba: 'Periodo de prueba',
  pruebaHasta: (fecha: string) => `Gratis hasta el ${fecha}; el primer cargo se realiza ese día y después cada mes.`,
  estado: 'Estado',
  aviso: 'Aviso',
  noFiscal: 'Este recibo acredita la contratación del plan en Avala. No es un comprobante fiscal (CFDI); la factura se emite por separado.',
  archivo: (folio: string) => `recibo-avala-${folio}.pdf`,
  noPagada: 'La orden aún no está pagada: el recibo se emite con el pago.',
} as const;
