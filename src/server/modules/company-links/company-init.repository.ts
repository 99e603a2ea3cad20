import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AVATAR_COLORS } from '../../../shared/domain/user';
import type { TCompanyInitParsed } from '../../../shared/contracts/invitations.contract';
import type { Executor } from '../../db/client';
import { companies, memberships, users } from '../../db/schema';
import { hashPassword } from '../auth/password';

/**
 * The rows of a new contact: a TEMP company and its Administrador. companies.rfc is unique and not
 * null, so the company gets a unique placeholder `TEMP-xxxxxxxx` that the invited user replaces when
 * completing the company data after activation.
 */
export function companyInitRepository(db: Executor) {
  return {
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    async create(input: TCompanyInitParsed) {
      const [company] = await db
        .insert(companies)
        .values({
          name: input.name,
          rfc: `TEMP-${randomUUID().slice(0, 8).toUpperCase()}`,
          status: 'TEMP',
          invited: true,
          invitedAs: input.side,
          updatedData: false,
          generadores: input.generadores,
          email: input.email,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company init: company insert returned nothing');
      // Nobody knows this password: the activation link sets the real one.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const [user] = await db
        .insert(users)
        .values({ email: input.email, passwordHash, completeName: input.name, color: AVATAR_COLORS[0], realmRole: 'Admin', updatedPassword: false })
        .returning({ id: users.id });
      if (!user) throw new Error('company init: user insert returned nothing');
      await db.insert(memberships).values({ userId: user.id, companyId: company.id, role: 'Administrador' });
      return { id: company.id, userId: user.id };
    },
  };
}
