import type { ServiceViewerState } from '../domain/service-rules';

/** Services dialog, form and API messages (spec 2 §2, §5 and §8). */
export const MENSAJES_SERVICIOS = {
  campoRequerido: 'Campo requerido',
  fechaInvalida: 'Fecha inválida',
  finMenorInicio: 'La fecha de finalización debe ser mayor a la fecha de inicio',
  nombreDuplicado: 'Ya existe un servicio con este nombre',
  errorRegistrar: 'Hubo un error al registrar el servicio',
  errorActualizar: 'Ocurrió un error inesperado',
  errorBorrar: 'No se pudo borrar el servicio',
  // The spec writes "con exito"; the accent is restored (one Spanish voice).
  operacionCompletada: 'Operación completada con éxito',
  sinVinculo: 'La empresa no colabora con usted; acepte o envíe la invitación antes de registrar un servicio.',
  tieneDocumentos: 'No se pudo borrar el servicio porque ya tiene documentos cargados.',
  yaRespondido: 'El servicio ya fue respondido.',
  noAceptado: 'El servicio aún no ha sido aceptado: no puede recibir documentos.',
  tipoNoDisponible: 'El tipo de servicio no está disponible para su empresa.',
  sinDatos: 'No se encontraron datos',
  errorCargar: 'Error al obtener los datos',
} as const;

export const SERVICIOS_TEXTOS = {
  titulo: 'Servicios',
  vigentes: 'Vigentes',
  archivados: 'Archivados',
  agregar: 'Agregar servicio',
  editar: 'Editar servicio',
  nuevo: 'Nuevo servicio',
  nombre: 'Nombre del servicio',
  tipo: 'Tipo de servicio',
  inicio: 'Fecha de inicio',
  fin: 'Fecha de finalización',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  consultar: 'Consultar',
  aceptar: 'Aceptar',
  rechazar: 'Rechazar',
  eliminar: 'Eliminar',
  confirmarEliminar: '¿Está seguro de que quiere eliminar este servicio?',
  cerrar: 'Cerrar',
  cargando: 'Cargando servicios...',
  sinFin: 'Sin fecha de finalización',
  propuestoPor: 'Propuesto por',
} as const;

/** Status badge of a service card, from the viewer's side (spec 2 §4). */
export const SERVICE_STATE_LABELS = {
  waiting: 'En espera de respuesta',
  pending: 'Pendiente de su respuesta',
  accepted: 'Aceptado',
  rejected: 'Rechazado',
} as const satisfies Record<ServiceViewerState, string>;

export const SERVICE_STATE_COLORS = {
  waiting: 'gray',
  pending: 'orange',
  accepted: 'green',
  rejected: 'red',
} as const satisfies Record<ServiceViewerState, string>;

/** Notices to the other side's administrators (issue 11 item 7). */
export const AVISOS_SERVICIO = {
  creadoAsunto: 'Nuevo servicio propuesto',
  creado: (companyName: string, serviceName: string) => `${companyName} propuso el servicio «${serviceName}».`,
  creadoDetalle: 'Acepte o rechace el servicio desde la lista de servicios.',
  aceptadoAsunto: 'Servicio aceptado',
  rechazadoAsunto: 'Servicio rechazado',
  respondido: (companyName: string, serviceName: string, accepted: boolean) => `${companyName} ${accepted ? 'aceptó' : 'rechazó'} el servicio «${serviceName}».`,
} as const;
