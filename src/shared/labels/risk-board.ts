import type { RiskFilingState } from '../contracts/risk-board.contract';
import type { RiskContractState, RiskLevel, RiskReason, RiskSatState } from '../domain/risk-level';

/** The level chips and badges. */
export const RISK_LEVEL_LABELS = { ALTO: 'Alto', MEDIO: 'Medio', BAJO: 'Bajo' } satisfies Record<RiskLevel, string>;
export const RISK_LEVEL_COLORS = { ALTO: 'red', MEDIO: 'yellow', BAJO: 'teal' } satisfies Record<RiskLevel, string>;

/** Why a provider is not BAJO (shown on the level badge's hover and in the daily report). */
export const RISK_REASON_LABELS = {
  SAT_DEFINITIVO: 'En el listado 69-B como definitivo',
  REPSE_VENCIDO: 'Registro REPSE vencido',
  REPSE_RECHAZADO: 'Registro REPSE rechazado',
  REPSE_SIN_CARGAR: 'Registro REPSE sin cargar',
  CUMPLIMIENTO_CRITICO: 'Menos del 50 % de los documentos del mes aceptados',
  DOCUMENTOS_VENCIDOS: 'Documentos vencidos',
  DOCUMENTOS_RECHAZADOS: 'Documentos rechazados',
  SAT_PRESUNTO: 'En el listado 69-B como presunto',
  DECLARACIONES_VENCIDAS: 'ICSOE o SISUB vencido',
  DIFERENCIAS_NOMINA: 'Diferencias de ISR o IMSS en la nómina',
  TRABAJADORES_SIN_CFDI: 'Trabajadores sin CFDI de nómina',
  CONTRATO_VENCIDO: 'Contrato vencido',
  CUMPLIMIENTO_BAJO: 'Menos del 80 % de los documentos del mes aceptados',
} satisfies Record<RiskReason, string>;

export const RISK_SAT_LABELS = {
  DEFINITIVO: 'Definitivo (69-B)',
  PRESUNTO: 'Presunto (69-B)',
  NINGUNA: 'Sin coincidencias',
  SIN_CONSULTA: 'sin consulta',
} satisfies Record<RiskSatState, string>;

export const RISK_CONTRACT_LABELS = {
  VIGENTE: 'Vigente',
  POR_VENCER: 'Por vencer',
  VENCIDO: 'Vencido',
  SIN_CONTRATO: 'Sin contrato',
} satisfies Record<RiskContractState, string>;

export const RISK_FILING_LABELS = {
  PRESENTADO: 'Presentado',
  POR_PRESENTAR: 'Por presentar',
  VENCIDO: 'Vencido',
  SIN_DATO: 'sin dato',
} satisfies Record<RiskFilingState, string>;

/** The formula as the screen shows it under "¿Cómo se calcula el nivel?" (and the README quotes it). */
export const RISK_FORMULA = {
  titulo: '¿Cómo se calcula el nivel?',
  alto: 'Alto: el proveedor está en el listado 69-B como Definitivo, su registro REPSE está vencido, rechazado o sin cargar, o tiene aceptados menos del 50 % de los documentos del mes cuya fecha límite ya pasó.',
  medio: 'Medio: tiene documentos vencidos o rechazados en los últimos 12 meses, está en el 69-B como Presunto, tiene el ICSOE o el SISUB vencido, tiene diferencias de ISR o IMSS en la nómina del mes o trabajadores sin CFDI, su contrato está vencido, o tiene aceptados menos del 80 % de esos documentos.',
  bajo: 'Bajo: ninguna de las condiciones anteriores.',
  nota: 'El porcentaje del mes cuenta las entregas esperadas en el periodo elegido de los servicios aceptados con el proveedor; para el nivel solo cuentan las que ya vencieron (las de un mes vencen el mes siguiente), así que el mes en curso no sube el nivel antes de sus fechas límite. Un dato que aún no existe (sin consulta, sin dato) no sube el nivel.',
} as const;

/** /dashboard/riesgos (issue 24, spec 2 §2 "Reports and risk"). */
export const PANTALLA_RIESGOS = {
  titulo: 'Tablero de riesgos',
  descripcion: 'El riesgo de cada proveedor a partir de sus documentos, el REPSE, los listados del SAT, la nómina y los contratos registrados en Avala.',
  descargar: 'Descargar Reporte Diario',
  sinConfigurar: 'No se ha configurado el tablero de riesgos',
  sinConfigurarDetalle: 'El tablero se llena en cuanto su empresa tenga proveedores.',
  calculando: 'Calculando el tablero de riesgos…',
  calculandoDetalle: 'La primera consulta del mes calcula el riesgo de todos sus proveedores y puede tomar unos segundos. La tabla aparecerá en cuanto esté lista.',
  buscar: 'Buscar por nombre o RFC',
  servicio: 'Servicio',
  todosLosServicios: 'Todos los servicios',
  periodo: 'Periodo',
  todos: 'Todos',
  tabla: 'Riesgo por proveedor',
  cargando: 'Cargando el tablero de riesgos…',
  errorCarga: 'No se pudo cargar el tablero de riesgos. Intente de nuevo.',
  vacio: 'No se encontraron datos',
  sinDato: 'sin dato',
  enCurso: 'en curso',
  enCursoDetalle: 'Nada de este mes ha vencido aún: el porcentaje no sube el nivel.',
  pendiente: 'Invitación pendiente',
  sinEmpresa: 'Seleccione una empresa principal para ver el tablero de riesgos.',
  pagina: (from: number, to: number, total: number) => `${String(from)}–${String(to)} de ${String(total)}`,
  tendencia: (first: string, last: string) => `Tendencia de ${first} a ${last}`,
  ordenarPor: (column: string) => `Ordenar por ${column}`,
  columnas: {
    nivel: 'Nivel',
    proveedor: 'Proveedor',
    rfc: 'RFC',
    cumplimiento: 'Cumplimiento del mes',
    tendencia: 'Tendencia 12 meses',
    vencidos: 'Vencidos',
    rechazados: 'Rechazados',
    sat: 'SAT 69/69-B',
    repse: 'REPSE',
    declaraciones: 'ICSOE/SISUB',
    nomina: 'Nómina',
    sinCfdi: 'Trabajadores sin CFDI',
    contrato: 'Contrato',
    motivos: 'Motivos',
  },
  nominaDiferencias: (n: number) => (n === 1 ? '1 CFDI con diferencias' : `${String(n)} CFDI con diferencias`),
  nominaSinCfdi: (n: number) => (n === 1 ? '1 trabajador sin CFDI' : `${String(n)} trabajadores sin CFDI`),
  nominaCorrecta: 'Sin diferencias',
  sinMotivos: 'Sin alertas',
  abrirExpediente: (name: string) => `Abrir el expediente de ${name}`,
} as const;

/** The home card 'Mi tablero de riesgo' (spec 2 §2 "Home cards"). */
export const TARJETA_RIESGOS = {
  titulo: 'Mi tablero de riesgo',
  verTablero: 'Ver tablero',
  sinProveedores: 'Aún no tiene proveedores',
  calculando: 'Calculando el tablero…',
  /** The first computation failed: the screen behind «Ver tablero» tries it again. */
  sinCalculo: 'No se pudo calcular el tablero.',
  grafica: 'Proveedores por nivel de riesgo',
} as const;

/** Spec 2 §8 "Daily report" messages. */
export const MENSAJES_REPORTE_DIARIO = {
  sinInformacion: 'No se pudo obtener la información del reporte.',
  sinArchivo: 'ID de archivo no encontrado en la respuesta.',
  sinDocumento: 'No se pudo obtener el documento.',
  noDescargado: 'No se pudo descargar el reporte.',
  sinPermiso: 'Su usuario no tiene acceso al tablero de riesgos.',
} as const;

/** The daily report's sheet. */
export const EXCEL_REPORTE_DIARIO = {
  hoja: 'Reporte Diario',
  generado: (date: string, period: string) => `Generado el ${date}; periodo ${period}.`,
  tendencia: 'Tendencia 12 meses (% aceptado)',
} as const;
