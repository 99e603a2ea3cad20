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
  resumenCarga: (procesados: number, total: number, subidos: number, fallidos: number) =>
    `${procesados.toLocaleString('es-MX')} de ${countOf(total, 'archivo', 'archivos')}: ${countOf(subidos, 'subido', 'subidos')}, ${countOf(fallidos, 'con problema', 'con problemas')}.`,
  soloFallidos: 'Con tantos archivos se listan solo los que tuvieron un problema.',
  masFallidos: (n: number) => `Y ${countOf(n, 'archivo más', 'archivos más')} con problema.`,
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
  buscar: 'Buscar por nombre, CURP, RFC o NSS',
  filtroHallazgos: 'Mostrar',
  hallazgos: { TODOS: 'Todos', CON_ERRORES: 'Con errores', CON_ADVERTENCIAS: 'Con advertencias' },
  sinCoincidencias: 'Ningún empleado del periodo coincide con la búsqueda.',
  paginas: 'Páginas de empleados',
  mostrando: (desde: number, hasta: number, total: number) => `${String(desde)}–${String(hasta)} de ${countOf(total, 'empleado', 'empleados')}`,
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
    validacion: 'Validación',
    acciones: 'Acciones',
  },
} as const;

/** The recompute's answer per CFDI (spec 2 §5: |diferencia| > 1 is an error). Amounts come formatted. */
export const VALIDACION_NOMINA = {
  estado: { CORRECTO: 'Correcto', CON_ADVERTENCIAS: 'Con advertencias', CON_ERRORES: 'Con errores' },
  severidad: { error: 'Error', warning: 'Advertencia' },
  isrDiferencia: (timbrado: string, calculado: string, diferencia: string) => `El ISR retenido (${timbrado}) no coincide con el calculado (${calculado}): diferencia de ${diferencia}.`,
  imssDiferencia: (timbrado: string, calculado: string, diferencia: string) =>
    `Las cuotas IMSS retenidas (${timbrado}) no coinciden con las calculadas (${calculado}): diferencia de ${diferencia}.`,
  sinTablaIsr: (detalle: string) => `No se pudo calcular el ISR: ${detalle}.`,
  sinTablaImss: (detalle: string) => `No se pudieron calcular las cuotas IMSS: ${detalle}.`,
  sinSbc: 'El CFDI no indica el salario base de cotización',
  rfcLaboraAjeno: (rfcLabora: string, rfcCliente: string) => `El RFC donde labora el trabajador (${rfcLabora}) no corresponde a este cliente (${rfcCliente}).`,
  sinSubcontratacion: 'El CFDI no indica la subcontratación (RfcLabora) de un servicio especializado.',
  fueraDelServicio: (inicio: string, fin: string, servicio: string) => `El periodo de pago del ${inicio} al ${fin} está fuera de las fechas del servicio (${servicio}).`,
  vigenciaServicio: (inicio: string, fin: string | null) => (fin ? `del ${inicio} al ${fin}` : `desde el ${inicio}`),
  curpInvalida: (curp: string) => `La CURP ${curp || '—'} no es válida (formato o dígito verificador).`,
  rfcInvalido: (rfc: string) => `El RFC ${rfc || '—'} del trabajador no es válido (formato o dígito verificador).`,
  nssInvalido: (nss: string) => `El NSS ${nss || '—'} no es válido (formato o dígito verificador).`,
  totalDescuadrado: (total: string, esperado: string) => `El total del CFDI (${total}) no es igual al subtotal menos el descuento (${esperado}).`,
  diasExcedidos: (dias: string, periodo: number) => `Los días pagados (${dias}) exceden los días del periodo (${String(periodo)}).`,
  pagoDuplicado: (veces: number) => `El trabajador aparece en ${String(veces)} CFDI de este periodo.`,
} as const;

/** The client administrators' notice when a month's CFDI checks find errors (one per service and month). */
export const AVISO_NOMINA = {
  asunto: 'Nómina con hallazgos',
  texto: (proveedor: string, servicio: string, mes: string, hallazgos: { cfdiErrors: number; withoutCfdi: number }) => {
    const partes = [
      hallazgos.cfdiErrors ? countOf(hallazgos.cfdiErrors, 'CFDI con errores', 'CFDI con errores') : '',
      hallazgos.withoutCfdi ? countOf(hallazgos.withoutCfdi, 'trabajador de la lista de nómina sin CFDI', 'trabajadores de la lista de nómina sin CFDI') : '',
    ].filter(Boolean);
    return `La nómina de ${mes} de ${proveedor} en el servicio «${servicio}» tiene ${partes.join(' y ')}.`;
  },
  detalle: 'Revise el periodo y el resumen de trabajadores: cada CFDI indica el motivo (diferencias de ISR o IMSS, RFC de otro cliente, fechas fuera del servicio) y el resumen señala a quien falta CFDI o SUA.',
} as const;

/** The "¿Cómo se calculó?" explanation of a row. */
export const EXPLICACION_NOMINA = {
  accion: '¿Cómo se calculó?',
  accionDe: (nombre: string) => `¿Cómo se calculó? ${nombre}`,
  titulo: (nombre: string) => `Cálculo de ${nombre}`,
  timbrado: 'Timbrado',
  calculado: 'Calculado',
  diferencia: 'Diferencia',
  isr: 'ISR (LISR art. 96)',
  imss: 'Cuotas IMSS del trabajador',
  gravado: 'Percepciones gravadas',
  dias: 'Días pagados',
  baseMensual: 'Base mensual (gravado ÷ días × 30.4)',
  limiteInferior: 'Límite inferior',
  cuotaFija: 'Cuota fija',
  tasa: 'Tasa sobre el excedente',
  tasaRama: 'Tasa',
  excedente: 'Excedente',
  impuestoMensual: 'Impuesto mensual',
  impuestoPeriodo: 'Impuesto del periodo',
  subsidioMensual: 'Subsidio para el empleo mensual',
  subsidioPeriodo: 'Subsidio del periodo',
  isrResultado: 'ISR a retener',
  uma: 'UMA',
  sbc: 'Salario base de cotización',
  sbcTope: 'SBC con tope de 25 UMA',
  rama: 'Rama',
  base: 'Base',
  importe: 'Importe',
  imssResultado: 'Total de cuotas',
  aportaciones: 'Aportaciones (003)',
  sinCalculo: 'Sin cálculo',
  observaciones: 'Observaciones',
  sinObservaciones: 'Sin observaciones: el CFDI cuadra con el cálculo.',
  cerrar: 'Cerrar',
} as const;
