import type { TUserMe } from '../../../shared/domain/user';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { accessibleCompanies } from '../companies/company-access';
import { toCompanyDto } from '../companies/company.dto';
import { usersRepository } from './users.repository';

export function createUsersService(deps: { db: Db }) {
  const repo = usersRepository(deps.db);

  return {
    /** The main company is the one the client asks for when the user belongs to it, else the first. */
    async me(actor: Actor): Promise<TUserMe> {
      const user = await repo.findById(actor.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const memberships = await accessibleCompanies(deps.db, user.id);
      const main = memberships.find((m) => m.company.id === actor.requestedCompanyId) ?? memberships[0];
      const products = main ? await repo.productsOf(main.company.id) : [];
      const mainCompany = main ? toCompanyDto(main.company, products) : null;

      return {
        id: user.id,
        email: user.email,
        username: user.email,
        name: user.completeName,
        completeName: user.completeName,
        color: user.color,
        curp: user.curp,
        rfc: user.rfc,
        roles: [user.realmRole],
        roleNames: main ? [main.role] : [],
        isAdmin: user.realmRole === 'Admin',
        reviewer: main?.reviewer ?? false,
        invited: mainCompany?.invited ?? false,
        isProvider: mainCompany?.invitedAs === 'provider',
        blocked: user.blocked,
        updatedPassword: user.updatedPassword,
        additionalProductList: products,
        companies: memberships.map((m) => ({ companyId: m.company.id, name: m.company.name, rfc: m.company.rfc, role: m.role })),
        mainCompany,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
