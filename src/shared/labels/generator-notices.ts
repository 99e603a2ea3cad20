import { countOf } from '../text/count';

/**
 * What the provider's side is told, in the app and by mail, when its generator moves (issue 10 §2).
 * Usted form; the notification text is cut at 90 characters in the menu, so the code comes first.
 */
export const AVISOS_GENERADOR = {
  tipo: 'GENERADOR',
  subTexto: 'Generadores',
  aprobado: (code: string, client: string) => `El generador ${code} fue aprobado por ${client}.`,
  rechazado: (code: string, client: string, reason: string) => `El generador ${code} fue rechazado por ${client}. Motivo: ${reason}`,
  pagado: (code: string, client: string) => `${client} marcó como pagado el generador ${code}.`,
  firmaIniciada: (code: string, total: number) => `Inició el proceso de firma del generador ${code}: ${countOf(total, 'firma pendiente', 'firmas pendientes')}.`,
  firmante: (code: string, name: string, role: string, signed: number, total: number) => `${name} (${role}) firmó el generador ${code}: ${signed} de ${total} firmas.`,
  firmaCompleta: (code: string) => `El generador ${code} fue firmado por todos y está Bajo Revisión.`,
  asunto: {
    aprobado: (code: string) => `Generador ${code} aprobado`,
    rechazado: (code: string) => `Generador ${code} rechazado`,
    pagado: (code: string) => `Generador ${code} pagado`,
    firmaIniciada: (code: string) => `Proceso de firma del generador ${code}`,
    firmante: (code: string) => `Nueva firma en el generador ${code}`,
    firmaCompleta: (code: string) => `Generador ${code} firmado por todos`,
  },
} as const;

/** Where a notification about a generator opens it: the wizard to correct a rejection, else the list. */
export function generatorNoticePath(g: { id: string; generatedCode: string }, rejected = false): string {
  if (rejected) return `/generators/forms?id=${g.id}`;
  return `/dashboard/generadores?tab=generadores&q=${encodeURIComponent(g.generatedCode)}`;
}
