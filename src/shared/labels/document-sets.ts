import type { DeliveryKind, RequirementFormat } from '../domain/compliance';
import { countOf } from '../text/count';

/**
 * Administración › Servicios (spec 3 §2.8): the document sets (service types) and their editor.
 * The spec's own texts word for word where it has them.
 */
export const SETS_DOCUMENTOS = {
  nuevo: 'Nuevo set de documentos',
  cargando: 'Cargando templates...',
  sinElementos: 'No se encontraron elementos',
  errorListar: 'No se pudieron recuperar los sets de documentos',
  creado: 'Set de documentos creado correctamente',
  errorCrear: 'Hubo un error al crear el set de documentos',
  borrado: 'Set de documentos borrado correctamente',
  errorBorrar: 'Ocurrió un error al intentar borrar el set de documentos',
  guardado: 'Cambios guardados con éxito',
  errorGuardar: 'Ocurrió un error inesperado',
  confirmarBorrado: '¿Seguro que desea borrar el set de documentos seleccionado? Esta acción no se puede deshacer.',
  confirmarBorradoElemento: (nombre: string) => `¿Seguro que desea borrar «${nombre}»?`,
  retirar: 'Retirar',
  reactivar: 'Reactivar',
  retirado: 'Set de documentos retirado: ya no se ofrece al crear servicios',
  reactivadoMensaje: 'Set de documentos reactivado: se ofrece de nuevo al crear servicios',
  confirmarRetiro: 'Los servicios que ya lo usan lo conservan, pero ya no se ofrecerá al crear servicios nuevos. ¿Desea retirarlo?',
  etiquetaRetirado: 'Retirado',
  etiquetaPlataforma: 'De la plataforma',
  etiquetaPlataformaAyuda: 'Los sets de la plataforma son de solo lectura; cópielos para adaptarlos.',
  enUso: (n: number) => (n === 1 ? 'Usado por 1 servicio' : `Usado por ${n} servicios`),
  sinUso: 'Sin servicios',
  etapasCuenta: (n: number) => (n === 1 ? '1 etapa' : `${n} etapas`),
  abrir: 'Abrir',
  ver: 'Ver',
  editarSet: 'Editar set',
  copiar: 'Copiar',
  nombre: 'Nombre',
  copiarDe: 'Copiar de un set existente (opcional)',
  copiarDeAyuda: 'Se copian sus etapas, grupos y requisitos para que no empiece desde cero.',
  copiarDePlaceholder: 'Empezar vacío',
  copiaDe: (nombre: string) => `Copia de ${nombre}`,
  renombrar: 'Renombrar',
  editorTitulo: (nombre: string) => `Set de documentos: ${nombre}`,
  soloLectura: 'Este set es de la plataforma: puede consultarlo y copiarlo, pero no modificarlo.',
  retiradoAviso: 'Este set está retirado: sus servicios lo conservan, pero no se ofrece al crear servicios.',
  etapas: 'Etapas',
  etapa: 'Etapa',
  nuevaEtapa: 'Agregar etapa',
  descripcion: 'Descripción',
  grupos: 'Grupos de requisitos',
  grupo: 'Grupo de requisitos',
  nuevoGrupo: 'Agregar grupo',
  requisitos: 'Requisitos',
  requisito: 'Requisito',
  nuevoRequisito: 'Agregar requisito',
  editarRequisito: 'Editar requisito',
  sinEtapas: 'Este set aún no tiene etapas.',
  sinGrupos: 'Esta etapa aún no tiene grupos de requisitos.',
  sinRequisitos: 'Este grupo aún no tiene requisitos.',
  formato: 'Formato',
  entrega: 'Periodicidad de entrega',
  dia: 'Día de entrega',
  diaAyudaUnica: 'Días después del inicio del servicio (1 a 28).',
  diaAyudaPeriodo: 'Día del mes siguiente al cierre del periodo (1 a 28).',
  ayuda: 'Texto de ayuda',
  imagenEjemplo: 'Imagen de ejemplo',
  imagenEjemploAyuda: 'PNG, JPEG o WebP de hasta 2 MB; se muestra en la ayuda del requisito.',
  subirImagen: 'Subir imagen',
  imagenDespues: 'Podrá agregar una imagen de ejemplo al editar el requisito ya guardado.',
  quitarImagen: 'Quitar imagen',
  imagenGuardada: 'Imagen de ejemplo guardada',
  imagenQuitada: 'Imagen de ejemplo quitada',
  subir: 'Mover arriba',
  bajar: 'Mover abajo',
  conDocumentos: 'Tiene documentos entregados: no se puede borrar',
  cerrar: 'Cerrar',
  cancelar: 'Cancelar',
  guardar: 'Guardar',
  borrar: 'Borrar',
  editar: 'Editar',
  agregar: 'Agregar',
  acciones: (nombre: string) => `Acciones de ${nombre}`,
} as const;

export const FORMATO_REQUISITO: Record<RequirementFormat, string> = { PDF: 'PDF', XML: 'XML' };

export const PERIODICIDAD: Record<DeliveryKind, string> = {
  ONCE: 'Una sola vez',
  MONTHLY: 'Mensual',
  BIMONTHLY: 'Bimestral',
  FOURMONTHLY: 'Cuatrimestral',
  YEARLY: 'Anual',
};

/** How the editor sums up a delivery rule: ONCE counts days from the service's start, the rest a day of the month. */
export const resumenEntrega = (kind: DeliveryKind, day: number) =>
  kind === 'ONCE' ? `${PERIODICIDAD.ONCE} · ${countOf(day, 'día', 'días')} tras el inicio` : `${PERIODICIDAD[kind]} · día ${day}`;

/** Errors and validation of the document-set API (server and the web form read the same texts). */
export const MENSAJES_SETS = {
  nombreRequerido: 'Ingrese el nombre',
  nombreDuplicado: 'Ya existe un set de documentos con ese nombre',
  enUsoNoBorrar: (n: number) =>
    `No se puede borrar: ${n === 1 ? '1 servicio usa' : `${n} servicios usan`} este set de documentos. Puede retirarlo para que ya no se ofrezca al crear servicios.`,
  plataformaSoloLectura: 'Los sets de documentos de la plataforma son de solo lectura; puede copiarlos para adaptarlos.',
  setConDocumentos: 'No se puede borrar: el set ya tiene documentos entregados. Puede retirarlo para que ya no se ofrezca al crear servicios.',
  etapaConDocumentos: 'No se puede borrar la etapa: alguno de sus requisitos ya tiene documentos entregados.',
  grupoConDocumentos: 'No se puede borrar el grupo: alguno de sus requisitos ya tiene documentos entregados.',
  requisitoConDocumentos: 'No se puede borrar el requisito: ya tiene documentos entregados.',
  ordenInvalido: 'El orden debe incluir cada elemento una sola vez.',
  formatoInvalido: 'Elija PDF o XML',
  periodicidadInvalida: 'Elija una periodicidad',
  diaInvalido: 'Ingrese un día entre 1 y 28',
  imagenInvalida: 'La imagen de ejemplo debe ser PNG, JPEG o WebP',
  imagenMuyGrande: 'La imagen de ejemplo no debe pesar más de 2 MB',
  copiaNoDisponible: 'El set que quiere copiar no está disponible',
} as const;
