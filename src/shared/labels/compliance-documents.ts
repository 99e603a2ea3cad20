import type { DocumentAction, DocumentStatus } from '../domain/compliance';

/** The validation chip of a document (spec 2 §4): label and Mantine colour. */
export const DOCUMENT_STATUS_CHIP = {
  REVIEW: { label: 'Bajo revisión', color: 'yellow' },
  ACCEPTED: { label: 'Aceptado', color: 'green' },
  REJECTED: { label: 'Rechazado', color: 'red' },
} as const satisfies Record<DocumentStatus, { label: string; color: string }>;

export const DOCUMENT_ACTION_LABELS = {
  UPLOADED: 'Cargó el documento',
  VIEWED: 'Consultó el documento',
  DOWNLOADED: 'Descargó el documento',
  VALIDATED: 'Aceptó el documento',
  REJECTED: 'Rechazó el documento',
  DELETED: 'Eliminó el documento',
} as const satisfies Record<DocumentAction, string>;

/** Spec 2 §5 and §8 (Documents) word for word, plus the refusals the spec leaves to us. */
export const MENSAJES_DOCUMENTOS = {
  cargado: 'Se ha cargado el documento',
  errorCarga: 'Error al cargar el documento',
  noSeSubio: 'No se pudo subir el documento',
  eliminado: 'Documento eliminado',
  errorEliminar: 'Error al eliminar el documento',
  validado: 'Documento validado correctamente',
  rechazado: 'Documento rechazado',
  errorValidar: 'Error al validar el documento',
  campoRequerido: 'Campo requerido',
  noEsDeTipo: (extension: string) => `El documento no es de tipo ${extension}`,
  vacio: 'El archivo está corrupto o vacío. Por favor, inténtalo de nuevo.',
  sinArchivo: 'No se ha seleccionado algún archivo para subir.',
  mesInvalido: 'Seleccione un mes entre Enero y Diciembre.',
  anioInvalido: (max: number) => `Seleccione un año entre 1990 y ${max}.`,
  fechaInvalida: 'Fecha inválida',
  fueraDelServicio: (first: string, last: string) =>
    first === last ? `El periodo debe ser ${first}, dentro de la vigencia del servicio.` : `Seleccione un periodo entre ${first} y ${last}, dentro de la vigencia del servicio.`,
  comentarioRequerido: 'Escriba un comentario para rechazar el documento.',
  noRecibeDocumentos: 'Este requisito no recibe documentos.',
  yaEntregado: 'Ya existe un documento de este periodo bajo revisión o aceptado. Solo puede cargar otro si el anterior fue rechazado.',
  soloBajoRevision: 'Solo se pueden validar documentos que están bajo revisión.',
  aceptadoNoSeElimina: 'Un documento aceptado no se puede eliminar.',
  requisitoDeOtraEtapa: 'El requisito no pertenece a este servicio.',
  sinDatos: 'No se encontraron datos',
  sinComentarios: 'Sin comentarios',
  cargando: 'Cargando documento...',
  documentoCargado: 'Documento cargado.',
  noSePudoCargar: 'El documento no se pudo cargar.',
} as const;

/** What the other side is told in the app and by mail (issue 11 item 7). */
export const AVISOS_DOCUMENTOS = {
  tipo: 'DOCUMENTO',
  subirTexto: (provider: string, requirement: string, period: string) => `${provider} cargó «${requirement}» (${period}) para su revisión.`,
  aceptadoTexto: (client: string, requirement: string, period: string) => `${client} aceptó «${requirement}» (${period}).`,
  rechazadoTexto: (client: string, requirement: string, period: string, comment: string) => `${client} rechazó «${requirement}» (${period}). Motivo: ${comment}`,
  asunto: {
    subido: (requirement: string) => `Nuevo documento por revisar: ${requirement}`,
    aceptado: (requirement: string) => `Documento aceptado: ${requirement}`,
    rechazado: (requirement: string) => `Documento rechazado: ${requirement}`,
  },
} as const;

/** Where a notice about a service's document opens: the side's stage screen. */
export const serviceStagePath = (side: 'client' | 'provider', serviceId: string, stageId: string) =>
  // The provider works on its clients' services; the client on its providers' ones.
  `/dashboard/home/${side === 'provider' ? 'clients' : 'providers'}/stages/${serviceId}?stage=${stageId}`;
