import { countOf } from '../text/count';

/**
 * Payroll CFDI (spec 2 §2 contract panel and periods dialog, §5 validation, §8 Payroll). Messages
 * quoted from the spec's catalogue where it has them; the rest in the usted voice.
 */
export const MENSAJES_NOMINA = {
  subidos: 'Se han subido los archivos correctamente',
  periodosPrevios: 'Algunos periodos ya se han subido previamente',
  errorSubir: 'Ocurrió un error al subir documentos',
  yaSubido: 'Ya se ha subido',
  cfdiSubido: 'CFDI de nómina cargado',
  sinArchivos: 'No se ha seleccionado algún archivo para subir.',
  noXml: 'Uno o mas documentos no son de tipo .xml',
  noEsXml: 'El archivo no es un XML válido.',
  xmlMuyGrande: (mb: number) => `El archivo excede el tamaño máximo de ${String(mb)} MB de un CFDI de nómina. Verifique que sea el XML timbrado del recibo.`,
  conDoctype: 'El XML no puede incluir una declaración DOCTYPE ni entidades.',
  noCfdi40: 'El archivo no es un CFDI versión 4.0.',
  noNomina: 'El CFDI no es de nómina: debe ser de tipo N y traer el complemento de nómina 1.2.',
  sinTimbre: 'El CFDI no está timbrado: no tiene el UUID del timbre fiscal digital.',
  sinPeriodo: 'El complemento de nómina no indica las fechas del periodo o la periodicidad de pago.',
  emisorDistinto: (rfc: string) => `El RFC emisor ${rfc} no corresponde al proveedor del servicio.`,
  aceptarRequerido: 'Confirme que los archivos corresponden a este servicio.',
  errorDatos: 'Error al obtener los datos',
} as const;

/** Texts of the payroll dialogs. */
export const TEXTOS_NOMINA = {
  subir: 'Subir CFDI’s de nómina',
  consultar: 'Consultar CFDI’s de nómina',
  archivos: 'Archivos XML de CFDI de nómina',
  archivosAyuda: 'Puede seleccionar varios archivos .xml a la vez.',
  sugerencia: (n: number) => `Se sugiere que el número de archivos corresponda al número de empleados, (${countOf(n, 'empleado', 'empleados')})`,
  aceptar: 'Confirmo que los CFDI corresponden a los trabajadores asignados a este servicio.',
  enviar: 'Subir',
  cerrar: 'Cerrar',
  cancelar: 'Cancelar',
  progreso: 'Progreso de la carga',
  resultados: 'Resultado por archivo',
  estado: { SUBIDO: 'Subido', DUPLICADO: 'Duplicado', ERROR: 'Error' },
  anio: 'Año',
  mes: 'Mes',
  periodos: 'Periodos',
  regresar: 'Regresar',
  verEnBoveda: 'Ver en bóveda',
  empleados: (n: number) => (n === 1 ? '1 empleado' : `${String(n)} empleados`),
  sinInformacion: 'No hay información disponible',
  cargando: 'Cargando información...',
  tablaEmpleados: 'Empleados del periodo',
  verXml: 'Ver XML',
  columnas: {
    nombre: 'Nombre',
    curp: 'CURP',
    rfc: 'RFC',
    nss: 'NSS',
    salarioDiario: 'Salario diario integrado',
    sbc: 'SBC',
    dias: 'Días pagados',
    periodicidad: 'Periodicidad',
    percepciones: 'Percepciones',
    deducciones: 'Deducciones',
    imss: 'IMSS',
    isr: 'ISR',
    neto: 'Neto',
    uuid: 'UUID',
  },
} as const;
