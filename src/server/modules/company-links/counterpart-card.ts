import type { z } from 'zod';
import type { ZCounterpartCardFields } from '../../../shared/contracts/invitations.contract';
import { REPSE_VALIDITY_YEARS, repseStatus } from '../../../shared/domain/compliance';
import type { SatStanding } from '../sat-lists/sat-standing.reader';
import type { CardRow } from './counterpart-cards.repository';

type CardFields = z.infer<typeof ZCounterpartCardFields>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The registration's expiry: the date uploaded with it, else its upload plus the legal validity. */
function repseExpiry(repse: NonNullable<CardRow['repse']>): Date {
  if (repse.expiresOn) return new Date(`${repse.expiresOn.slice(0, 10)}T00:00:00Z`);
  const expiry = new Date(repse.createdAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + REPSE_VALIDITY_YEARS);
  return expiry;
}

/** Card data of one counterpart from its page row and the SQL card row. */
export function cardFields(
  card: CardRow | undefined,
  link: { companyId: string; status: 'PENDING' | 'ACCEPTED' | 'REJECTED'; invitedBy: string | null; updatedData: boolean; reference: string | null; active: boolean },
  today: Date,
  standing: SatStanding,
): CardFields {
  const expiry = card?.repse ? repseExpiry(card.repse) : null;
  const status = repseStatus(card?.repse && expiry ? { status: card.repse.status, expiresOn: expiry } : undefined, today);
  return {
    contact: card?.contact ?? null,
    repse: { status, targetDate: expiry ? isoDay(expiry) : null },
    blacklist: standing.blacklist,
    blacklistDetail: standing.blacklistDetail,
    invitation: { pending: link.status === 'PENDING', mine: link.status === 'PENDING' && link.invitedBy === link.companyId },
    updatedData: link.updatedData,
    hasServices: card?.hasServices ?? false,
    reference: link.reference,
    active: link.active,
  };
}
