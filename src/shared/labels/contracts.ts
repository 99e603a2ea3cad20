import type { ContractDot } from '../domain/contracts';

/** Messages of a service's contract and annexes (spec 2 §5 validation, §8 error catalogue, exact wording). */
export const MENSAJES_CONTRATO = {
  campoRequerido: 'Campo requerido',
  fechaInvalida: 'Fecha inválida',
  vencimientoMenorInicio: 'La fecha de vencimiento debe ser mayor o igual a la fecha de inicio',
  numeroPositivo: 'Debe ser un número positivo',
  debeSerEntero: 'Debe ser un entero',
  tituloMuyLargo: (max: number) => `El título admite como máximo ${max} caracteres`,
  periodicidadInvalida: 'Seleccione una periodicidad de pago válida',
  diaDelMes: 'Indique un día del mes entre 1 y 31',
  noEsPdf: 'El documento no es de tipo PDF',
  seleccioneDocumento: 'Debe seleccionar un documento.',
  subido: 'Contrato subido con éxito',
  errorDocumento: 'Hubo un error al intentar subir el documento del contrato.',
  errorSubir: 'Ocurrió un error al subir el contrato',
  errorActualizar: 'Error al actualizar contrato',
  actualizado: 'Contrato actualizado',
  validado: 'Contrato validado correctamente',
  rechazado: 'Contrato rechazado',
  errorValidar: 'Error al validar el contrato',
  soloBajoRevision: 'Solo se puede validar o rechazar un contrato bajo revisión.',
  sinContrato: 'Primero suba el contrato del servicio para poder agregar anexos.',
  anexoSubido: '¡Anexo subido con éxito!',
  errorAnexo: 'Ocurrió un error al subir el anexo.',
  errorAnexoBoveda: 'Hubo un error al intentar subir el anexo a bóveda.',
  anexoValidado: 'Anexo validado correctamente',
  anexoRechazado: 'Anexo rechazado',
  anexoSoloBajoRevision: 'Solo se puede validar o rechazar un anexo bajo revisión.',
  noSePudoCargar: 'El documento no se pudo cargar.',
} as const;

/** Texts of the contract card and its dialogs (spec 2 §2 contract panel and dialogs, spelling kept). */
export const TEXTOS_CONTRATO = {
  titulo: 'Contrato',
  subirContrato: 'Subir contrato',
  reemplazarContrato: 'Reemplazar contrato',
  agregarAnexo: 'Agregar anexo',
  consultarContrato: 'Consultar contrato',
  consultarAnexos: 'Consultar anexos',
  modificarDatos: 'Modficar datos del contrato',
  anexos: 'Anexos',
  ver: 'Ver',
  sinAnexos: 'No hay anexos',
  sinContrato: 'Aún no se ha cargado el contrato del servicio.',
  cancelar: 'Cancelar',
  aplicar: 'Aplicar',
  subir: 'Subir',
  nombre: 'Nombre',
  nombreAnexo: 'Nombre del anexo',
  archivo: 'Archivo (PDF)',
  inicio: 'Inicio de vigencia',
  vencimiento: 'Vencimiento',
  moneda: 'Moneda',
  monto: 'Monto',
  vigencia: 'Vigencia',
  sinDatos: 'Sin datos del contrato',
  validar: 'Validar',
  rechazar: 'Rechazar',
  comentario: 'Comentario',
  verEnBoveda: 'Ver en bóveda',
  regresar: 'Regresar',
  tituloContrato: 'Título del contrato',
  empleados: 'Número de empleados',
  frecuenciaCfdi: 'Frecuencia de CFDI de nómina',
  fechaEnvio: 'Fecha de envío',
  diaInicioPago: 'Día de inicio de pagos',
  diaInicioPagoAyuda: 'Opcional: día del mes (1 a 31) en que inician los pagos',
  empleadosResumen: (n: number) => `${n} ${n === 1 ? 'empleado' : 'empleados'}`,
  cfdiResumen: (label: string) => `CFDI ${label.toLowerCase()}`,
} as const;

/** Spec 2 §5: MXN shows as MX$. */
export const CURRENCY_LABELS = { MXN: 'MX$', USD: 'USD' } as const;

export const CONTRACT_STATUS_LABELS = { REVIEW: 'En revisión', ACCEPTED: 'Aceptado', REJECTED: 'Rechazado' } as const;

/**
 * The status dot's tooltip. A REPSE contract for specialised services must cite the provider's
 * REPSE folio and the approximate number of workers; the client reports it to the IMSS in the
 * ICSOE every four months (DOMAIN-MX.md).
 */
export const CONTRACT_DOT_TOOLTIP: Record<ContractDot, string> = {
  green: 'Contrato aceptado y vigente. Se informa al IMSS en la ICSOE cada cuatro meses (enero–abril, mayo–agosto, septiembre–diciembre).',
  yellow: 'Contrato en revisión o sin datos de vigencia y monto. Verifique que cite el folio REPSE del proveedor y el número aproximado de trabajadores.',
  red: 'Contrato rechazado o vencido: sin un contrato vigente el servicio no puede informarse en la ICSOE.',
  gray: 'Sin contrato: el contrato de servicios especializados debe citar el folio REPSE y el número aproximado de trabajadores, y se informa en la ICSOE.',
};

/** What the other side is told in the app and by mail when a contract or annex is delivered or decided. */
export const AVISOS_CONTRATO = {
  tipo: 'CONTRATO',
  subidoTexto: (provider: string, what: string) => `${provider} cargó ${what} para su revisión.`,
  aceptadoTexto: (client: string, what: string) => `${client} aceptó ${what}.`,
  rechazadoTexto: (client: string, what: string, comment: string) => `${client} rechazó ${what}.${comment ? ` Motivo: ${comment}` : ''}`,
  contrato: 'el contrato del servicio',
  anexo: (name: string) => `el anexo «${name}» del contrato`,
  asunto: {
    subido: 'Contrato por revisar',
    aceptado: 'Contrato aceptado',
    rechazado: 'Contrato rechazado',
  },
} as const;

/** Where a contract notice opens: the side's service screen (the contract card sits above the stages). */
export const serviceContractPath = (side: 'client' | 'provider', serviceId: string) => `/dashboard/home/${side === 'provider' ? 'clients' : 'providers'}/stages/${serviceId}`;
