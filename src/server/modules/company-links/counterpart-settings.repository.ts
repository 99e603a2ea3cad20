import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyLinks } from '../../db/schema';
import { ownSettings, type LinkDirection } from './company-links.repository';
import type { Pair } from './invitations.repository';

/** The caller's own columns of one link (reference and active), read and written by direction. */
export function counterpartSettingsRepository(db: Executor) {
  const pairIs = (pair: Pair) => and(eq(companyLinks.clientId, pair.clientId), eq(companyLinks.providerId, pair.providerId));

  return {
    async find(pair: Pair, direction: LinkDirection) {
      const [row] = await db
        .select({ status: companyLinks.status, ...ownSettings(direction) })
        .from(companyLinks)
        .where(pairIs(pair));
      return row;
    },

    async update(pair: Pair, direction: LinkDirection, changes: { reference?: string | null; active?: boolean }) {
      const set = direction === 'providers' ? { clientRef: changes.reference, clientActive: changes.active } : { providerRef: changes.reference, providerActive: changes.active };
      const [row] = await db.update(companyLinks).set(set).where(pairIs(pair)).returning(ownSettings(direction));
      return row;
    },
  };
}
