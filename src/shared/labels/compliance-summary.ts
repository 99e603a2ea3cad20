import type { MonthStatus, RequirementStatus } from '../domain/compliance';

/** Texts of 'Resumen de {stage}', the Documents.zip dialog and the daily due reminders (spec 2 §2, §4, §5, §8). */

export const ETIQUETAS_ESTADO_REQUISITO = {
  ACEPTADO: 'Aceptado',
  BAJO_REVISION: 'Bajo revisión',
  RECHAZADO: 'Rechazado',
  FALTANTE: 'Faltante',
} as const satisfies Record<RequirementStatus, string>;

export const ETIQUETAS_ESTADO_MES = {
  ACEPTADO: 'Aceptado',
  RECHAZADO: 'Rechazado',
  FALTANTE: 'Faltante',
  PARCIAL: 'Parcial',
  BAJO_REVISION: 'Bajo revisión',
} as const satisfies Record<MonthStatus, string>;

/** Mantine colours (spec 2 §4: aprobado green, pendiente orange, rechazado red, faltante grey). */
export const COLOR_ESTADO_MES = {
  ACEPTADO: 'green',
  RECHAZADO: 'red',
  FALTANTE: 'gray',
  PARCIAL: 'orange',
  BAJO_REVISION: 'yellow',
} as const satisfies Record<MonthStatus, string>;

export const COLOR_ESTADO_REQUISITO = {
  ACEPTADO: 'green',
  BAJO_REVISION: 'orange',
  RECHAZADO: 'red',
  FALTANTE: 'gray',
} as const satisfies Record<RequirementStatus, string>;

export const MENSAJES_RESUMEN = {
  titulo: (stage: string) => `Resumen de ${stage}`,
  cargando: 'Cargando información...',
  errorDatos: 'Error al obtener los datos',
  sinDatos: 'No se encontraron datos.',
  tituloDescarga: (stage: string) => `Descargar documentos de ${stage}`,
  todos: 'TODOS',
  tiposDeDocumento: 'Tipos de documento',
  desde: 'Periodo inicial',
  hasta: 'Periodo final',
  descargar: 'Descargar',
  descargando: 'Descargando...',
  cancelar: 'Cancelar',
  seleccioneTipo: 'Seleccione al menos un tipo de documento',
  obligatorio: 'Este campo es obligatorio',
  finMenorQueInicio: 'La fecha de fin no puede ser menor que la de inicio',
  inicioMinimo: 'El periodo inicial no puede ser anterior a enero de 2017',
  finPosteriorAlServicio: 'El periodo final no puede ser posterior al fin del servicio',
  errorDescarga: 'No se pudo descargar los documentos',
} as const;

/** The daily reminder of documents due in 3 days or overdue (issue 11, item 7). */
export const MENSAJES_VENCIMIENTOS = {
  asunto: 'Documentos por entregar en Avala',
  texto: (porVencer: number, vencidos: number) => {
    const parts: string[] = [];
    if (porVencer) parts.push(porVencer === 1 ? '1 documento vence en 3 días' : `${porVencer} documentos vencen en 3 días`);
    if (vencidos) parts.push(vencidos === 1 ? '1 documento está vencido' : `${vencidos} documentos están vencidos`);
    return `Tiene pendientes: ${parts.join(' y ')}.`;
  },
  porVencer: (service: string, requirement: string, period: string, due: string) => `${service} · ${requirement} (${period}): vence el ${due}`,
  vencido: (service: string, requirement: string, period: string, due: string) => `${service} · ${requirement} (${period}): venció el ${due}`,
} as const;
