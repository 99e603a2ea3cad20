/** MIS REPORTES (/dashboard/reportes/{clientId}), its templates, its workbook and their messages (spec 2 §2, §8, §9). */
export const PANTALLA_REPORTES = {
  titulo: 'MIS REPORTES',
  cliente: (name: string) => `Cliente: ${name}`,
  descripcion: 'Los informes que entrega a este cliente en la etapa de Reporteo de sus servicios, con el último documento de cada requisito.',
  cargando: 'Cargando reporte…',
  vacio: 'No se encontraron datos',
  errorCarga: 'Ocurrió un error al obtener reporte',
  sinPermiso: 'Su perfil no tiene acceso a Reportes. Solicite el permiso al administrador de su empresa.',
  sinEmpresa: 'Seleccione una empresa principal para ver sus reportes.',
  regresar: 'Regresar',
  plantillas: 'Plantillas',
  descargarIcsoe: 'Descargar plantilla ICSOE',
  descargarSisub: 'Descargar plantillas SISUB',
  descargarReporte: 'Descargar reporte',
  generandoReporte: 'Generando reporte…',
  reporteDescargado: 'Reporte descargado.',
  ultimoReporte: (date: string) => `Último reporte generado: ${date}`,
  servicio: (name: string) => `Servicio: ${name}`,
} as const;

/** The 'Cuidado' dialog after a template download (spec 2 §2). */
export const AVISO_PLANTILLAS = {
  titulo: 'Cuidado',
  texto:
    'Revise con cuidado la información que captura en las plantillas: debe coincidir con sus contratos, su nómina y sus registros ante el IMSS y el INFONAVIT. Avala no se hace responsable de la información que se entregue fuera de la plataforma.',
  entendido: 'Entendido',
} as const;

/** What the daily report download says when a step fails (spec 2 §8). */
export const MENSAJES_REPORTES = {
  errorReporte: 'Ocurrió un error al obtener reporte',
  sinInformacion: 'No se pudo obtener la información del reporte.',
  sinFileId: 'ID de archivo no encontrado en la respuesta.',
  sinDocumento: 'No se pudo obtener el documento.',
  sinDescarga: 'No se pudo descargar el reporte.',
  reporteGenerado: 'Reporte generado y guardado en la bóveda.',
  servicioRequerido: 'Seleccione el servicio al que corresponde el documento.',
} as const;

/** Files: the static templates, the generated workbook and its folder in the vault (spec 2 §9). */
export const ARCHIVOS_REPORTES = {
  plantillaIcsoe: 'Plantilla ICSOE.xlsx',
  plantillasSisub: 'Plantillas SISUB.zip',
  carpetaBoveda: 'Reportes',
  /** Reporte{dd-mm-aaaa}.xlsx, as the spec's peers name it. */
  reporte: (ddmmyyyy: string) => `Reporte${ddmmyyyy}`,
} as const;

/** The compliance workbook (GET /reporter/ReporteIdealExcel/companyId/{companyId}/). */
export const EXCEL_REPORTE = {
  hojaDetalle: 'Cumplimiento',
  hojaResumen: 'Resumen',
  columnas: {
    cliente: 'Cliente',
    rfcCliente: 'RFC del cliente',
    servicio: 'Servicio',
    inicio: 'Inicio del servicio',
    fin: 'Fin del servicio',
    etapa: 'Etapa',
    grupo: 'Grupo',
    requisito: 'Requisito',
    periodo: 'Periodo',
    estatus: 'Estatus',
    fechaCarga: 'Fecha de carga',
    fechaValidacion: 'Fecha de validación',
    valido: 'Validó',
    comentarios: 'Comentarios',
  },
  resumen: {
    cliente: 'Cliente',
    servicios: 'Servicios',
    requisitos: 'Requisitos',
    aceptados: 'Aceptados',
    revision: 'En revisión',
    rechazados: 'Rechazados',
    sinDocumento: 'Sin documento',
    porcentaje: 'Cumplimiento (%)',
    total: 'Total',
  },
  sinDocumento: 'Sin documento',
  indefinido: 'Indefinido',
} as const;
