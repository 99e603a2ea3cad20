import type { Sat69ListName, Sat69bSituation } from '../domain/sat-lists';

/** The 69-B situations as SAT writes them in its file and the detail dialog shows them. */
export const SAT_69B_SITUATION_LABELS: Record<Sat69bSituation, string> = {
  presunto: 'Presunto',
  desvirtuado: 'Desvirtuado',
  definitivo: 'Definitivo',
  'sentencia-favorable': 'Sentencia favorable',
};

/** The article 69 files as SAT names them on its site. */
export const SAT_69_LIST_LABELS: Record<Sat69ListName, string> = {
  firmes: 'Firmes',
  exigibles: 'Exigibles',
  'no-localizados': 'No localizados',
  sentencias: 'Sentencias',
  cancelados: 'Cancelados',
  condonados: 'Condonados',
  eliminados: 'Eliminados',
};

/** Why an official file could not be read; the import answers them with a 400. */
export const MENSAJES_LISTAS_SAT = {
  archivoVacio: 'El archivo está vacío. Descargue de nuevo el listado del SAT y vuelva a subirlo.',
  sinEncabezado69b:
    'No se encontró el encabezado del listado 69-B (RFC, Nombre del Contribuyente y Situación del contribuyente). Verifique que sea el listado completo que publica el SAT en formato CSV.',
  sinEncabezado69: (list: string) =>
    `No se encontró el encabezado del listado ${list} del artículo 69 (RFC y nombre o razón social). Verifique que sea el archivo que publica el SAT en formato CSV.`,
  csvIlegible: 'No se pudo leer el archivo CSV: revise que sea el archivo que publica el SAT, sin modificar.',
} as const;

/** What the import and the operator's screen tell the operator. */
export const MENSAJES_IMPORTACION_SAT = {
  importado: 'Listado importado.',
  mismoListado: 'Este archivo es el mismo listado vigente: no se creó una nueva versión.',
  listadoVacio: 'El archivo no tiene registros: se conserva el listado vigente.',
  listaRequerida: 'Indique cuál de los listados del artículo 69 contiene el archivo.',
  archivoRequerido: 'Adjunte el archivo CSV del listado.',
  archivoGrande: (mb: number) => `El archivo excede el tamaño máximo de ${String(mb)} MB.`,
  descargaFallida: (status: number) => `La descarga respondió con el código HTTP ${String(status)}.`,
  descargaSinRespuesta: 'No se pudo descargar el archivo (sin respuesta del servidor o tiempo agotado).',
} as const;

/** The operator's screen. */
export const PANTALLA_LISTAS_SAT = {
  titulo: 'Listas del SAT (artículos 69 y 69-B)',
  vigentes: 'Listados vigentes',
  historial: 'Historial de importaciones',
  fallas: 'Últimas fallas de la descarga diaria',
  sinFallas: 'La descarga diaria no ha registrado fallas.',
  sinListados: 'Aún no se ha importado ningún listado.',
  subir: 'Importar un listado',
  listado: 'Listado',
  archivo: 'Archivo CSV',
  importar: 'Importar',
  cargando: 'Cargando listados…',
  errorCarga: 'No se pudieron cargar los listados. Intente de nuevo.',
  reintentar: 'Reintentar',
  publicado: 'Publicado',
  importadoEl: 'Importado',
  origen: 'Origen',
  leidos: 'Leídos',
  conservados: 'Conservados',
  suprimidos: 'Suprimidos',
  relleno: 'Relleno',
  invalidos: 'Inválidos',
  lista69b: 'Listado 69-B',
  articulo69: 'Artículo 69',
  fecha: 'Fecha',
  direccion: 'Dirección',
  motivo: 'Motivo',
  subiendo: 'Subiendo el archivo…',
  archivoRequerido: 'Seleccione el archivo CSV del listado.',
  archivoPlaceholder: 'Seleccione un archivo .csv o .txt',
  quitarArchivo: 'Quitar el archivo',
  errorImportar: 'No se pudo importar el listado. Intente de nuevo.',
  resultado: (c: { rowsRead: number; rowsKept: number; rowsSuppressed: number; rowsFiller: number; rowsInvalid: number }) =>
    `Leídos: ${String(c.rowsRead)}. Conservados: ${String(c.rowsKept)}. Suprimidos: ${String(c.rowsSuppressed)}. Relleno: ${String(c.rowsFiller)}. Inválidos: ${String(c.rowsInvalid)}.`,
  ayuda: 'Suba el archivo CSV tal como lo publica el SAT. El listado vigente se reemplaza solo si el archivo se lee completo.',
  cerrarSesion: 'Cerrar sesión',
  origenes: { ARCHIVO: 'Archivo subido', DESCARGA: 'Sitio del SAT' },
  sinFecha: '---',
} as const;

/** The platform operator created at start from OPERATOR_EMAIL and OPERATOR_PASSWORD. */
export const MENSAJES_OPERADOR = {
  nombre: 'Operador de la plataforma',
  correoInvalido: 'OPERATOR_EMAIL no es un correo electrónico válido.',
  contrasenaDebil: 'OPERATOR_PASSWORD no cumple la política de contraseñas:',
} as const;

/** The RFC lookup (spec 2 §2, §8); 'Formato invalido' is written as the spec writes it. */
export const MENSAJES_CONSULTA_SAT = {
  formatoInvalido: 'Formato invalido',
  encontrado: 'El RFC aparece en las listas del SAT.',
  noEncontrado: 'El RFC no aparece en las listas del SAT consultadas.',
  articulo69: (list: string) => `Artículo 69: ${list}`,
  listado69b: 'Listado 69-B',
} as const;

/** The lookup's dialogs and its PDF. */
export const PANTALLA_CONSULTA_SAT = {
  tituloConsulta: 'Consulta un nuevo proveedor',
  tituloSimple: 'Status 69 y 69B SAT',
  tituloDetalle: 'Status SAT: Artículo 69 y 69-B del CFF',
  rfc: 'RFC',
  consultar: 'Consultar',
  consultando: 'Consultando…',
  cerrar: 'Cerrar',
  descargar: 'Descargar resultado',
  descargando: 'Descargando…',
  noAparece: (rfc: string) => `El RFC ${rfc} no aparece en las listas de los artículos 69 y 69-B del SAT.`,
  listasConsultadas: 'Listas consultadas',
  publicadaEl: (label: string, date: string) => `${label} publicada el ${date}`,
  consultadoEl: (at: string) => `Fecha y hora de la consulta: ${at}`,
  errorConsulta: 'No se pudo realizar la consulta. Intente de nuevo.',
  errorDescarga: 'No se pudo descargar el resultado. Intente de nuevo.',
  tituloPdf: 'Resultado de la consulta en las listas del SAT (artículos 69 y 69-B del CFF)',
  resultado: 'Resultado',
  registro: (n: number) => `Registro ${String(n)}`,
} as const;

/** The SAT detail record's fields as the detailed dialog and the PDF name them. */
export const CAMPOS_REGISTRO_SAT = {
  nombreContribuyente: 'Nombre del contribuyente',
  rfc: 'RFC',
  situacionContribuyente: 'Situación del contribuyente',
  nofPresuncionSAT: 'Oficio de presunción (SAT)',
  satPresuntos: 'Publicación SAT de presuntos',
  dofPresuntos: 'Publicación DOF de presuntos',
  satDesvirtuados: 'Publicación SAT de desvirtuados',
  nofGlobalDesvirtuaronSAT: 'Oficio global de desvirtuados (SAT)',
  dofdesvirtuados: 'Publicación DOF de desvirtuados',
  nofGlobalDefinitivosSAT: 'Oficio global de definitivos (SAT)',
  satDefinitivos: 'Publicación SAT de definitivos',
  dofDefinitivos: 'Publicación DOF de definitivos',
  nofSentenciaFavorableSAT: 'Oficio de sentencia favorable (SAT)',
  satSentenciaFavorable: 'Publicación SAT de sentencia favorable',
  dofSentenciaFavorable: 'Publicación DOF de sentencia favorable',
} as const;

/** The hover of a blacklist label (issue 23): where the company appears, or which 69-B list it was read from. */
export const AYUDA_LISTA_NEGRA = {
  sinListado: 'Aún no se ha importado el listado 69-B del SAT: el estado queda bajo revisión.',
  noAparece: (date: string | null) => `No aparece en los listados vigentes del SAT (listado 69-B ${date ? `publicado el ${date}` : 'vigente'}).`,
  listing: (label: string, date: string | null) => (date ? `${label} (publicado el ${date})` : label),
} as const;

/** Hover lines for a blacklist label, from the card's detail. */
export function blacklistHover(detail: { listings: readonly { label: string; date: string | null }[]; checkedAt: string | null }, status: boolean | null): string[] {
  if (status === null) return [AYUDA_LISTA_NEGRA.sinListado];
  if (detail.listings.length === 0) return [AYUDA_LISTA_NEGRA.noAparece(detail.checkedAt)];
  return detail.listings.map((l) => AYUDA_LISTA_NEGRA.listing(l.label, l.date));
}

/**
 * The notice and mail to a client's administrators when an import lists one of its providers (issue
 * 23). The bell shows 90 characters, so the text leads with the provider and its situation; the RFC
 * and the list's date follow in the detail line.
 */
export const AVISO_LISTAS_SAT = {
  asunto: 'Un proveedor aparece en las listas del SAT',
  cambio69b: (situation: string, before: string | null, date: string | null) =>
    `en el listado 69-B como ${situation}${before ? ` (antes ${before})` : ''}${date ? `, publicado el ${date}` : ''}`,
  cambio69: (list: string, date: string | null) => `en el artículo 69 (${list})${date ? `, publicado el ${date}` : ''}`,
  texto: (provider: string, changes: string[]) => `${provider} aparece ${changes.join(' y ')}.`,
  detalle: (rfc: string, published: string | null) =>
    `RFC ${rfc}. ${published ? `Listado del SAT actualizado al ${published}. ` : ''}Los comprobantes de un proveedor en situación Definitivo del 69-B no son deducibles.`,
} as const;
