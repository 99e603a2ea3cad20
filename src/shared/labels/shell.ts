import type { GroupFilter } from '../contracts/companies.contract';

/** Group home chips (spec 3 §2.3). */
export const GROUP_FILTER_LABELS = {
  todos: 'Todos',
  fisica: 'Persona física',
  moral: 'Persona moral',
  // The spec writes "Ultimas agregadas" (issue 10 §7 names the missing accent).
  recientes: 'Últimas agregadas',
} as const satisfies Record<GroupFilter, string>;

export const TEXTOS_GRUPO = {
  bienvenida: 'Bienvenido a su grupo empresarial',
  bienvenidaDetalle: 'Elija la empresa con la que desea trabajar. Podrá cambiarla en cualquier momento desde la barra superior.',
  editarPerfil: 'Editar perfil',
  mostrarArchivadas: 'Mostrar archivadas',
  buscar: 'Buscar empresa por nombre o RFC',
  archivar: 'Archivar',
  desarchivar: 'Desarchivar',
  archivada: 'Archivada',
  listaNegra: 'Lista negra SAT',
  opciones: 'Opciones de la empresa',
  errorArchivar: 'No se pudo actualizar la empresa.',
} as const;

export const TEXTOS_NOTIFICACIONES = {
  titulo: 'Notificaciones',
  sinNotificaciones: 'No hay notificaciones',
  verMas: 'Ver más',
  noLeidas: 'No leídas',
  leidas: 'Leídas',
  marcarLeida: 'Marcar como leída',
} as const;

/** Help popover (spec 1 §2; support hours from spec 1 §9). */
export const TEXTOS_AYUDA = {
  titulo: '¿Necesita ayuda?',
  contacto: 'Escríbanos a',
  correoSoporte: 'soporte@avala.mx',
  horario: 'Atención de lunes a viernes de 09:00 a 17:30 (hora del centro de México).',
  manual: 'Manual de usuario corporativo',
  verRecorrido: 'Ver recorrido',
} as const;

export const TEXTOS_EMPRESA_PRINCIPAL = {
  cambiarEmpresa: 'Cambiar empresa',
  empresaActual: 'Empresa actual',
  sinEmpresa: 'no asignada',
  errorCambiar: 'No se pudo cambiar de empresa.',
} as const;

/** Onboarding tour (spec 1 §2): three steps, Siguiente, then back to where the user was. */
export const RECORRIDO = {
  pasos: [
    { titulo: 'Expediente', texto: 'Reúna en un solo lugar los documentos de su empresa y de sus proveedores: actas, constancias, REPSE y contratos, siempre vigentes y ordenados.' },
    { titulo: 'Cumplimiento', texto: 'Revise por etapa qué documentos faltan, cuáles están en revisión y cuáles fueron aceptados, y reciba avisos cuando algo cambie.' },
    { titulo: 'Reporteo', texto: 'Consulte reportes y su tablero de riesgo para saber en todo momento cómo van sus proveedores con sus obligaciones.' },
  ],
  siguiente: 'Siguiente',
  finalizar: 'Finalizar',
  omitir: 'Omitir',
  titulo: 'Recorrido por Avala',
} as const;
