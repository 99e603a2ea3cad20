/** Texts of the requirement card's older-documents button and the payroll-list template (spec 2 §2). */
export const TEXTOS_REQUISITO = {
  verAnteriores: 'Ver documentos anteriores',
  sinAnteriores: 'No hay documentos anteriores',
  errorAnteriores: 'No se pudieron cargar los documentos anteriores. Intente de nuevo.',
  mostrando: (shown: number, total: number) => `Se muestran ${shown} de ${total} documentos.`,
  descargarPlantilla: 'Descargar plantilla',
  errorPlantilla: 'No se pudo descargar la plantilla',
  enRevision: 'En revisión',
  vencido: (days: number) => `Vencido hace ${days} ${days === 1 ? 'día' : 'días'}`,
  venceHoy: 'Vence hoy',
  faltan: (days: number) => `Faltan ${days} ${days === 1 ? 'día' : 'días'}`,
} as const;

/** The expedient's review of a company-level document by a linked client. */
export const TEXTOS_REVISION_EMPRESA = {
  titulo: (name: string) => `Revisar: ${name}`,
  abrir: 'Abrir documento',
  comentario: 'Comentario',
  rechazar: 'Rechazar',
  validar: 'Validar Revision',
  cancelar: 'Cancelar',
  quienValida: 'Los clientes vinculados validan los documentos propios de la empresa.',
} as const;

/** A document's history from the expedient (who uploaded, viewed, downloaded, decided or deleted it). */
export const TEXTOS_HISTORIAL_DOCUMENTO = {
  verHistorial: 'Ver historial',
  titulo: (name: string) => `Historial: ${name}`,
  cargando: 'Cargando historial',
  sinMovimientos: 'Este documento aún no tiene movimientos.',
  error: 'No se pudo cargar el historial. Intente de nuevo.',
} as const;
