import type { StageAuthorizationState } from '../domain/stage-authorization';

/** The stage selector's authorization mark and button, and the stage summary's line (spec 2 §2). */
export const TEXTOS_AUTORIZACION_ETAPA = {
  autorizar: 'Autorizar etapa',
  confirmarTitulo: 'Autorizar etapa',
  confirmar: (stage: string) => `¿Autorizar la etapa «${stage}»? Todos sus requisitos están validados; el proveedor recibirá un aviso.`,
  autorizadaEl: (date: string, by: string | null) => `Autorizada el ${date}${by ? ` por ${by}` : ''}`,
  revocadaDetalle: 'Hubo una carga, un rechazo o una eliminación en la etapa después de autorizarla: necesita autorizarse de nuevo.',
  error: 'No se pudo autorizar la etapa',
  cancelar: 'Cancelar',
  lista: 'Todos los requisitos están validados: la etapa puede autorizarse.',
  pendientes: (n: number) => (n === 1 ? 'Falta validar un requisito para poder autorizar la etapa.' : `Faltan ${String(n)} requisitos por validar para poder autorizar la etapa.`),
} as const;

export const ETIQUETAS_AUTORIZACION_ETAPA = {
  NONE: 'Sin autorizar',
  AUTHORIZED: 'Autorizada',
  REVOKED: 'Autorización revocada',
} as const satisfies Record<StageAuthorizationState, string>;

export const COLOR_AUTORIZACION_ETAPA = { NONE: 'gray', AUTHORIZED: 'green', REVOKED: 'orange' } as const satisfies Record<StageAuthorizationState, string>;

/** What the provider is told in the app and by mail. */
export const AVISOS_AUTORIZACION_ETAPA = {
  tipo: 'ETAPA',
  asunto: 'Etapa autorizada',
  texto: (client: string, stage: string) => `${client} autorizó la etapa «${stage}» del servicio.`,
} as const;

/** The authorization's record: a PDF filed in the provider's vault, its CREATE in the ledger. */
export const ACTA_AUTORIZACION_ETAPA = {
  verActa: 'Ver acta en bóveda',
  archivo: (stage: string, date: string) => `Acta de autorización ${stage} ${date}`,
  titulo: 'Acta de autorización de etapa',
  subtitulo: (service: string, stage: string) => `Servicio «${service}» · Etapa «${stage}»`,
  autorizacion: 'Autorización',
  cliente: (name: string, rfc: string) => `Cliente: ${name} (RFC ${rfc})`,
  proveedor: (name: string, rfc: string) => `Proveedor: ${name} (RFC ${rfc})`,
  autorizo: (name: string, date: string) => `Autorizó: ${name}, el ${date} (hora de la Ciudad de México).`,
  documentos: (n: number) => (n === 1 ? 'Documento validado que cubre' : `Documentos validados que cubre (${String(n)})`),
  documento: (requirement: string, period: string, file: string, sha256: string) => `${requirement} · ${period} · ${file} · SHA-256 ${sha256}`,
  verificacion: 'Verificación',
  verificacionTexto:
    'Esta acta está en la bóveda del proveedor y su creación quedó registrada en la bitácora verificable de Avala. Cada documento se identifica por el SHA-256 de su archivo: cualquier cambio en él da otro valor. Una carga, un rechazo o una eliminación posterior en la etapa revoca la autorización; la siguiente autorización genera una nueva acta.',
} as const;
