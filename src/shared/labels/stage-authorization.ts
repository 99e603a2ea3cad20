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
