import type { TProgressCounters } from '../contracts/compliance-progress.contract';

/** Texts of the home stage cards, the company stage page, the expedient and the home notices (spec 2 §2, §8). */
export const TEXTOS_ETAPAS = {
  misEtapas: 'Mis etapas',
  anadirDocumento: 'Añadir documento',
  consultar: 'Consultar',
  regresar: 'Regresar',
  descargarDocumentos: 'DESCARGAR DOCUMENTOS',
  descargarExpediente: 'Descargar',
  descargarExpedienteAria: 'Descargar el expediente (Documents.zip)',
  sinDatos: 'No se encontraron datos',
  cargando: 'Cargando información...',
  errorDatos: 'Error al obtener los datos',
  expediente: 'Expediente',
  expedienteDe: (empresa: string) => `Expediente de ${empresa}`,
  verExpediente: 'Ver expediente',
  avance: 'Avance',
  avanceAria: (porcentaje: number) => `${porcentaje}% de los requisitos aceptados`,
  rfc: 'RFC',
  documentoNoDisponible: 'El documento no se pudo cargar.',
  cerrar: 'Cerrar',
  soloConsulta: 'Solo consulta: los documentos de la empresa se cargan desde su propia cuenta.',
} as const;

/** The counters' labels, in the order the screens show them. */
export const ETIQUETAS_AVANCE = {
  accepted: 'Aceptados',
  review: 'En revisión',
  rejected: 'Rechazados',
  missing: 'Faltantes',
} as const satisfies Record<Exclude<keyof TProgressCounters, 'total' | 'percentage'>, string>;

export const COLOR_AVANCE = {
  accepted: 'green',
  review: 'orange',
  rejected: 'red',
  missing: 'gray',
} as const satisfies Record<keyof typeof ETIQUETAS_AVANCE, string>;
