import type { RepseStatus } from '../domain/compliance';
import { countOf } from '../text/count';

/** REPSE card label (spec 2 §4). */
export const REPSE_LABELS = {
  CURRENT: 'VIGENTE',
  EXPIRED: 'VENCIDO',
  INVALID: 'RECHAZADO',
  NOT_LOADED: 'SIN CARGAR',
  REVIEW: 'EN REVISIÓN',
  EXPIRING: 'POR VENCER',
} as const satisfies Record<RepseStatus, string>;

export const REPSE_COLORS = {
  CURRENT: 'green',
  EXPIRED: 'red',
  INVALID: 'red',
  NOT_LOADED: 'gray',
  REVIEW: 'orange',
  EXPIRING: 'yellow',
} as const satisfies Record<RepseStatus, string>;

/** Blacklist label (spec 2 §4): true PERTENECE, false NO PERTENECE, absent BAJO REVISIÓN. */
export function blacklistLabel(status: boolean | null): string {
  if (status === null) return 'BAJO REVISIÓN';
  return status ? 'PERTENECE' : 'NO PERTENECE';
}

export type CounterpartSide = 'providers' | 'clients';

/** Singular noun per list, as the spec's messages use it ({tipo}). */
export const TIPO_CONTRAPARTE = { providers: 'proveedor', clients: 'cliente' } as const satisfies Record<CounterpartSide, string>;

/** Messages of the invitation and removal flows (spec 2 §5, §8). */
export const MENSAJES_CONTRAPARTES = {
  invitacionInvalida: 'Hay un problema con los datos de la invitación',
  errorConexion: 'Error al conectar con el servidor',
  errorResponder: 'Hubo un problema al responder la invitación',
  eliminacionExitosa: (tipo: string) => `Operación exitosa. El ${tipo} se eliminó correctamente.`,
  eliminacionFallida: 'Operación NO exitosa. Por favor intente nuevamente.',
  errorCreacion: 'Ocurrió un error inesperado',
  campoRequerido: 'Campo requerido',
  formatoInvalido: 'Formato inválido',
  telefonoNumerico: 'El teléfono debe contener solo números',
  seleccioneServicio: 'Seleccione almenos 1 servicio',
  invitacionEnviada: 'Invitación enviada con éxito',
  operacionExitosa: 'Operación completada con éxito',
  yaVinculada: 'La empresa ya está vinculada o tiene una invitación pendiente',
  correoExistente: 'Ya existe un usuario con este correo. Búsquelo por el nombre de su empresa e invítelo desde la lista.',
  mismaEmpresa: 'No puede invitar a su propia empresa',
  soloPendientes: 'Solo puede cancelar solicitudes pendientes que su empresa envió',
  referenciaLarga: (max: number) => `El número debe tener como máximo ${max} caracteres`,
  sinCambios: 'Indique el número o el estado a cambiar',
  edicionExitosa: (tipo: string) => `Operación exitosa. El ${tipo} se actualizó correctamente.`,
  edicionFallida: 'Operación NO exitosa. Por favor intente nuevamente.',
  soloAceptados: 'Solo puede editar relaciones aceptadas',
  inactivoParaServicios: (tipo: string) => `No se pueden crear servicios con un ${tipo} inactivo. Actívelo desde su tarjeta e intente de nuevo.`,
  inactivoPorContraparte: 'La otra empresa desactivó esta relación; no se pueden crear servicios nuevos.',
} as const;

/** Texts of the providers and clients screens, the add dialog and the home cards. */
export const TEXTOS_CONTRAPARTES = {
  titulo: { providers: 'Proveedores', clients: 'Clientes' } satisfies Record<CounterpartSide, string>,
  regresar: 'Regresar',
  buscar: 'Buscar por nombre o RFC',
  chips: { todos: 'Todos', fisica: 'Personas Físicas', moral: 'Personas Morales' },
  vacio: { providers: 'No se encontraron proveedores', clients: 'No se encontraron clientes' } satisfies Record<CounterpartSide, string>,
  agregarNuevo: (tipo: string) => `Agregar nuevo ${tipo}`,
  error: 'No se pudo cargar la lista. Intente de nuevo.',
  cargando: 'Cargando…',
  contacto: 'Contacto',
  sinContacto: 'Sin contacto',
  repse: 'REPSE',
  listaNegra: 'Listas 69 y 69B',
  pendiente: 'Invitación pendiente',
  datosSinActualizar: 'Datos sin actualizar',
  acciones: (nombre: string) => `Acciones de ${nombre}`,
  verContacto: 'Ver contacto',
  eliminar: 'Eliminar',
  editar: 'Editar',
  activar: 'Activar',
  desactivar: 'Desactivar',
  inactivo: 'INACTIVO',
  numero: { providers: 'Número de proveedor', clients: 'Número de cliente' } satisfies Record<CounterpartSide, string>,
  numeroAyuda: 'Su referencia interna (por ejemplo, el número en su ERP). Solo su empresa la ve.',
  guardar: 'Guardar',
  confirmarActivar: (tipo: string) => `¿Desea activar este ${tipo}?`,
  confirmarDesactivar: (tipo: string) =>
    `¿Desea desactivar este ${tipo}? No se podrán crear servicios nuevos con él ni se enviarán recordatorios de entrega; sus documentos seguirán disponibles.`,
  aceptar: 'Aceptar invitación',
  rechazar: 'Rechazar invitación',
  cancelarSolicitud: 'Cancelar solicitud',
  confirmarEliminar: (tipo: string) => `¿Estas seguro que quieres eliminar este ${tipo}?`,
  preguntaAceptar: '¿Desea aceptar la invitación?',
  preguntaRechazar: '¿Desea rechazar la invitación?',
  preguntaCancelar: '¿Desea cancelar la solicitud enviada?',
  confirmar: 'Confirmar',
  cancelar: 'Cancelar',
  cerrar: 'Cerrar',
  nombre: 'Nombre',
  correo: 'Correo electrónico',
  telefono: 'Teléfono',
  // Add dialog
  agregarTitulo: (tipo: string) => `Agregar ${tipo}`,
  buscarEmpresa: 'Buscar empresa por nombre o RFC',
  sinResultados: 'No se encontraron empresas',
  noEncontrada: '¿No la encuentra?',
  registrarNuevo: 'registrar uno nuevo',
  agregar: 'AGREGAR',
  enviar: 'Enviar invitación',
  siguiente: 'SIGUIENTE',
  idGenerador: 'Id de proveedor de generadores',
  idSap: 'Id SAP',
  catalogos: 'Catálogos (separe con comas)',
  // Home cards
  misClientes: 'Mis Clientes',
  misProveedores: 'Mis Proveedores',
  agregarProveedor: 'Agregar proveedor',
  consultarLista: 'Consultar lista',
  contador: (n: number, tipo: 'clientes' | 'proveedores') => (tipo === 'clientes' ? countOf(n, 'cliente', 'clientes') : countOf(n, 'proveedor', 'proveedores')),
} as const;

/** Card constants of spec 2 §9. */
export const CONTRAPARTES_LIMITES = { emailChars: 24, pageSize: 20, pickerSize: 100, debounceMs: 500, debounceEmptyMs: 100, pickerDebounceMs: 700 } as const;
