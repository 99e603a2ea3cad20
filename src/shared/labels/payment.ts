import { countOf } from '../text/count';

/** Plans page (spec 1 §2 and §9): the PyME chooser. */
export const TEXTOS_PLANES = {
  titulo: 'Elija su plan',
  descripcion: 'Contrate el plan PyME para gestionar a sus clientes y su documentación. Puede cancelar cuando quiera.',
  planPyme: 'Plan PyME',
  trabajadores: 'Número de trabajadores',
  trabajadoresOpcion: (n: number) => `${n}`,
  almacenamiento: 'Almacenamiento',
  almacenamientoOpcion: (gb: number) => `${gb} GB`,
  porMes: 'MXN al mes',
  desglose: 'Desglose mensual',
  desgloseTrabajadores: (n: number) => `Hasta ${countOf(n, 'trabajador', 'trabajadores')}`,
  desgloseAlmacenamiento: (gb: number) => `Almacenamiento de ${gb} GB`,
  incluido: 'Incluido',
  beneficios: [
    '30 días de prueba gratis',
    'Soporte de lunes a viernes de 09:00 a 17:30',
    'Accesos ilimitados para sus clientes y su equipo',
  ],
  pruebaGratis: (dias: number) => (dias === 1 ? 'Primer cargo al terminar el día de prueba gratis.' : `Primer cargo al terminar los ${dias} días de prueba gratis.`),
  contratar: 'Contratar plan',
  omitir: 'Continuar con el plan gratuito',
  volver: 'Volver al inicio',
  soloAdministrador: 'Solo un administrador de la empresa puede contratar un plan.',
  reintentar: 'Reintentar',
  planActual: (plan: string) => `Su empresa tiene actualmente el plan ${plan}.`,
  cambiarPlan: 'Cambiar plan',
} as const;

/** Card payment form (spec 1 §2). */
export const TEXTOS_PAGO = {
  titulo: 'Tarjeta de crédito o débito',
  resumen: 'Resumen de su plan',
  resumenPlan: (empleados: number, gigas: number) => `Plan PyME · ${countOf(empleados, 'trabajador', 'trabajadores')} · ${gigas} GB`,
  titular: 'Nombre del titular',
  numero: 'Número de tarjeta',
  vencimiento: 'Fecha de vencimiento',
  mes: 'Mes de vencimiento',
  anio: 'Año de vencimiento',
  codigo: 'Código de seguridad',
  codigoAyuda: '3 dígitos al reverso de la tarjeta',
  mesPlaceholder: 'MM',
  anioPlaceholder: 'AAAA',
  seguridad: 'Sus pagos se realizan de forma segura con cifrado de 256 bits.',
  pagar: 'Pagar',
} as const;
