import type { TDevMail } from '../../../../shared/contracts/dev-mailbox.contract';

export const MAIL_STATUS = {
  PENDING: { label: 'Pendiente', color: 'yellow' },
  SENT: { label: 'Enviado', color: 'green' },
  FAILED: { label: 'Fallido', color: 'red' },
} as const satisfies Record<TDevMail['status'], { label: string; color: string }>;

/** Newest first, whatever order a page arrives in. */
export function newestFirst(items: TDevMail[]): TDevMail[] {
  return items.toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
