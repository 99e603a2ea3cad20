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
