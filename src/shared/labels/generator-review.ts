/** Texts of the review loop on screens: rejection reason, sending again, signatures pending (issue 10 §2–§3). */
export const TEXTOS_REVISION = {
  firmasPendientes: (signed: number, total: number) => `Firmas pendientes (${signed} de ${total})`,
  motivoRechazo: 'Motivo del rechazo',
  rechazadoTitulo: (version: number) => (version > 1 ? `El cliente rechazó la versión ${version} de este generador` : 'El cliente rechazó este generador'),
  rechazadoAyuda: 'Corrija lo que se indica y envíelo de nuevo; se iniciará un nuevo proceso de firma.',
  enviarDeNuevo: 'Enviar de nuevo',
  enviado: 'El generador se envió al proceso de firma.',
  envioFallido: 'El envío no se completó:',
  version: 'Versión',
  historial: 'Historial de revisión',
  eventos: { REVISION: 'Enviado a revisión', APPROVED: 'Aprobado', REJECTED: 'Rechazado', PAID: 'Pagado' } as Record<string, string>,
  marcarTodas: 'Marcar todas como leídas',
  abrirAviso: 'Abrir',
} as const;
