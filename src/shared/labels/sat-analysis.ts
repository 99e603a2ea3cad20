import type { SatAnalysisChip } from '../contracts/sat-analysis.contract';

/** /dashboard/sat69b, its home card and its xlsx (issue 23, spec 2 §2 "Blacklist lookup"). */
export const PANTALLA_ANALISIS_SAT = {
  titulo: 'Análisis 69 y 69B (SAT)',
  descripcion: 'Sus proveedores frente a los listados vigentes de los artículos 69 y 69-B del Código Fiscal de la Federación.',
  listasConsultadas: 'Listados consultados',
  publicado: (label: string, date: string) => `${label} publicado el ${date}`,
  sinListas: 'Aún no se ha importado ningún listado del SAT: la lista negra de sus proveedores queda bajo revisión.',
  buscar: 'Buscar por nombre o RFC',
  descargarExcel: 'Descargar excel',
  errorDescarga: 'No se pudo descargar el excel. Intente de nuevo.',
  consultar: 'Consultar',
  chips: {
    TODOS: 'Todos',
    DEFINITIVO: 'Definitivos',
    PRESUNTO: 'Presuntos',
    DESVIRTUADO: 'Desvirtuados',
    SENTENCIA_FAVORABLE: 'Sentencia favorable',
    ARTICULO_69: 'Artículo 69',
    SIN_COINCIDENCIAS: 'Sin coincidencias',
  } satisfies Record<SatAnalysisChip, string>,
  columnas: {
    proveedor: 'Proveedor',
    rfc: 'RFC',
    listaNegra: 'Lista negra',
    situacion: 'Situación 69-B',
    fecha: 'Fecha',
    articulo69: 'Artículo 69',
    servicios: 'Servicios',
  },
  tabla: 'Proveedores frente a los listados del SAT',
  vacio: 'No se encontraron datos',
  cargando: 'Cargando el análisis…',
  errorCarga: 'No se pudo cargar el análisis. Intente de nuevo.',
  pendiente: 'Invitación pendiente',
  sinDato: '---',
  sinProducto: 'El análisis 69 y 69B requiere el producto adicional Listas negras del SAT. Solicite su activación al administrador de su cuenta.',
  sinEmpresa: 'Seleccione una empresa principal para ver el análisis.',
  pagina: (from: number, to: number, total: number) => `${String(from)}–${String(to)} de ${String(total)}`,
  pestanas: { proveedores: 'Proveedores', historial: 'Historial de búsquedas' },
} as const;

/** The company's RFC lookups (GET /general/analisis69/history), under the analysis. */
export const HISTORIAL_CONSULTAS_SAT = {
  titulo: 'Historial de búsquedas de RFC',
  fecha: 'Fecha',
  usuario: 'Usuario',
  rfc: 'RFC',
  resultado: 'Resultado',
  encontrado: 'Aparece en las listas',
  noEncontrado: 'Sin coincidencias',
  vacio: 'Aún no se han realizado búsquedas de RFC.',
  cargando: 'Cargando el historial…',
  errorCarga: 'No se pudo cargar el historial. Intente de nuevo.',
} as const;

/** The home card (spec 2 §2 home cards). */
export const TARJETA_ANALISIS_SAT = {
  titulo: 'Análisis 69 y 69B (SAT)',
  descripcion: 'Revise la situación de sus proveedores en los listados 69 y 69-B del SAT, o consulte un RFC.',
  verReporte: 'Ver reporte',
  consultar: 'Consultar',
} as const;

/** The xlsx of Descargar excel. */
export const EXCEL_ANALISIS_SAT = {
  hoja: 'Análisis 69 y 69B',
  situacionVacia: 'Sin coincidencias en el 69-B',
  listasConsultadas: (lists: string) => `Listados consultados: ${lists}`,
  sinListas: 'Listados consultados: ninguno (aún no se ha importado un listado del SAT).',
  pendiente: 'invitación pendiente',
} as const;

/** The server's refusals. */
export const MENSAJES_ANALISIS_SAT = {
  sinProducto: 'Su empresa no tiene habilitado el producto adicional Listas negras del SAT (LISTAS_NEGRAS_SAT).',
} as const;
