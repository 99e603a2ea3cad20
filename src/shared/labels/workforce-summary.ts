import type { WorkforceMonthStatus, WorkforceReason } from '../domain/workforce-match';
import { countOf } from '../text/count';

/** 'RESUMEN TRABAJADORES PUESTOS A DISPOSICIÓN' and 'EMPLEADOS' (spec 2 §2, issue 22). */
export const RESUMEN_TRABAJADORES = {
  titulo: 'RESUMEN TRABAJADORES PUESTOS A DISPOSICIÓN',
  verResumen: 'VER RESUMEN',
  empleados: 'EMPLEADOS',
  descargar: 'Descargar',
  cerrar: 'Cerrar',
  sinInformacion: 'No hay información disponible',
  cargando: 'Cargando información...',
  anio: 'Año',
  mes: 'Mes',
  pestanaTrabajadores: 'Trabajadores',
  pestanaEtapa: (stage: string) => `Resumen de ${stage}`,
  grupos: { nomina: 'LISTA DE NÓMINA', sua: 'SUA', cfdi: 'CFDI DE NÓMINA' },
  columnas: { nombre: 'Nombre', curp: 'CURP', rfc: 'RFC', nss: 'NSS', motivo: 'Motivo', observaciones: 'Observaciones' },
  fuentes: { nomina: 'Lista de nómina', sua: 'SUA', cfdi: 'CFDI de nómina' },
  conDatos: 'con datos',
  sinDatos: 'sin datos',
  dato: (source: string, has: boolean) => `${source}: ${has ? 'con datos' : 'sin datos'}`,
  coincide: 'Coincide',
  noCoincide: 'No coincide',
  falta: 'Sin dato',
  motivos: {
    SIN_CFDI: 'En la lista de nómina sin CFDI',
    SIN_SUA: 'Con CFDI pero no en el SUA',
  } satisfies Record<WorkforceReason, string>,
  estados: {
    error: 'Con errores',
    warning: 'Con advertencias',
    ok: 'Correcto',
    'sin datos': 'Sin datos',
  } satisfies Record<WorkforceMonthStatus, string>,
  errores: (n: number) => countOf(n, 'error', 'errores'),
  advertencias: (n: number) => countOf(n, 'advertencia', 'advertencias'),
  marcas: (n: number) => countOf(n, 'observación abierta', 'observaciones abiertas'),
  archivo: (serviceName: string, year: number, month: string) => `Trabajadores puestos a disposición - ${serviceName} - ${month} ${String(year)}.xlsx`,
  hoja: 'Trabajadores',
  errorDescarga: 'No se pudo descargar el archivo. Intente de nuevo.',
} as const;

/** Colours of the month bar (Mantine palette names). */
export const COLOR_ESTADO_MES = { error: 'red', warning: 'yellow', ok: 'green', 'sin datos': 'gray' } satisfies Record<WorkforceMonthStatus, string>;

/** The EMPLEADOS list. */
export const EMPLEADOS_SERVICIO = {
  titulo: 'Empleados del servicio',
  buscar: 'Buscar por nombre, CURP o NSS',
  sinResultados: 'No se encontraron empleados',
  cargarMas: 'Cargar más',
  meses: 'Meses',
  observaciones: 'Observaciones',
  sinObservaciones: 'Sin observaciones',
  total: (n: number) => countOf(n, 'empleado', 'empleados'),
} as const;
