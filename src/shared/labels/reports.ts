/** MIS REPORTES (/dashboard/reportes/{clientId}), its templates, its workbook and their messages (spec 2 §2, §8, §9). */
export const PANTALLA_REPORTES = {
  titulo: 'MIS REPORTES',
  /** The client card's menu entry that opens this screen. */
  menu: 'Mis reportes',
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
  errorPlantilla: 'No se pudo descargar la plantilla. Intente de nuevo.',
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

/**
 * The blank templates under public/templates (headers only), written by
 * tests/fixtures/report-templates.ts. They follow the fields the IMSS ICSOE form and the three
 * INFONAVIT SISUB files ask for; the pre-filled filings of each period are the filings module's.
 */
export const PLANTILLAS_REPORTES = {
  icsoe: {
    hoja: 'ICSOE',
    columnas: [
      'RFC del beneficiario (cliente)',
      'Razón social del beneficiario',
      'Registro patronal',
      'Número de aviso de registro REPSE',
      'Número o folio del contrato',
      'Fecha de celebración (dd/mm/aaaa)',
      'Fecha de inicio (dd/mm/aaaa)',
      'Fecha de término (dd/mm/aaaa)',
      'Objeto del contrato',
      'Monto del contrato sin IVA',
      'Número estimado mensual de trabajadores',
      'Cuatrimestre que se informa',
    ],
  },
  sisub: {
    archivos: {
      sujeto: '1_SISUB_Ley_29_bis_Sujeto obligado.csv',
      contratos: '2_SISUB_Ley_29_bis_Contratos.csv',
      trabajadores: '3_SISUB_Ley_29_bis_DetalleTrab.csv',
    },
    sujeto: ['RFC del sujeto obligado', 'Razón social', 'Número de aviso de registro REPSE', 'Registro patronal', 'Correo electrónico', 'Teléfono'],
    contratos: [
      'RFC del sujeto obligado',
      'RFC del beneficiario',
      'Razón social del beneficiario',
      'Número o folio del contrato',
      'Objeto del contrato',
      'Fecha de inicio (dd/mm/aaaa)',
      'Fecha de término (dd/mm/aaaa)',
      'Monto del contrato sin IVA',
      'Número estimado de trabajadores',
    ],
    trabajadores: [
      'RFC del beneficiario',
      'Número o folio del contrato',
      'NSS',
      'CURP',
      'RFC del trabajador',
      'Nombre completo',
      'Salario base de cotización',
      'Días cotizados en el periodo',
      'Periodo (mm/aaaa)',
    ],
  },
} as const;
