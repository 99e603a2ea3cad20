import type { TCompany } from '../../../shared/domain/company';
import type { Product } from '../../../shared/domain/enums';
import type { companies } from '../../db/schema';
import type { SatStanding } from '../sat-lists/sat-standing.reader';

export type CompanyRow = typeof companies.$inferSelect;

/** `standing` is the company's place on the current SAT lists (sat-lists' standing reader). */
export function toCompanyDto(row: CompanyRow, products: Product[], standing: SatStanding): TCompany {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    rfc: row.rfc,
    taxResidence: {
      street: row.street,
      outdoorNum: row.outdoorNum,
      interiorNumber: row.interiorNumber,
      colonia: row.colonia,
      cp: row.cp,
      city: row.city,
      country: row.country,
    },
    sector: row.sector,
    employeesSize: row.employeesSize,
    web: row.web,
    servicesOffered: row.servicesOffered,
    legalRepresentatives: row.legalRepresentatives,
    repses: row.repses,
    status: row.status,
    invitedAs: row.invitedAs,
    invited: row.invited,
    updatedData: row.updatedData,
    profilePictureId: row.profilePictureId,
    group: row.isGroup,
    parentGroupId: row.parentGroupId,
    generadores: row.generadores,
    archived: row.archived,
    email: row.email,
    blackList: standing.blacklist,
    blackListDetail: standing.blacklistDetail,
    additionalProducts: products,
    updatedAt: row.updatedAt.toISOString(),
  };
}
