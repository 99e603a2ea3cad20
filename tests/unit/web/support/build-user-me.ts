import type { TCompany } from '../../../../src/shared/domain/company';
import type { TUserMe } from '../../../../src/shared/domain/user';
import { serviceTypeOf } from '../../../../src/shared/domain/service-type';

export function buildCompany(overrides: Partial<TCompany> = {}): TCompany {
  return {
    id: '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e60',
    name: 'Corporativo Demo SA de CV',
    type: 'moral',
    rfc: 'CDE0101019X1',
    taxResidence: { street: 'Reforma', outdoorNum: '100', interiorNumber: '', colonia: 'Juárez', cp: '06600', city: 'Ciudad de México', country: 'México' },
    sector: 'Servicios',
    employeesSize: 120,
    web: '',
    servicesOffered: [],
    legalRepresentatives: [],
    repses: [],
    status: 'CORPORATIVO',
    invitedAs: 'client',
    invited: false,
    updatedData: true,
    profilePictureId: null,
    group: false,
    parentGroupId: null,
    generadores: false,
    archived: false,
    email: 'contacto@corporativo.demo',
    blackList: false,
    blackListDetail: { listings: [], checkedAt: '15/11/2026' },
    additionalProducts: ['REPSE'],
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in user who has finished onboarding, working for a REPSE-only company. */
export function buildUserMe(overrides: Partial<TUserMe> = {}, company: Partial<TCompany> | null = {}): TUserMe {
  const mainCompany = company === null ? null : buildCompany(company);
  return {
    id: '0b6f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
    email: 'admin@corporativo.demo',
    username: 'admin@corporativo.demo',
    name: 'Mariana',
    completeName: 'Mariana López Hernández',
    color: '#1E88E5',
    curp: 'LOHM800315MDFPRR05',
    rfc: 'LOHM800315AB1',
    roles: ['Admin'],
    roleNames: ['Administrador'],
    isAdmin: true,
    reviewer: false,
    invited: false,
    isProvider: false,
    blocked: false,
    updatedPassword: true,
    passwordExpired: false,
    additionalProductList: ['REPSE'],
    companies: mainCompany ? [{ companyId: mainCompany.id, name: mainCompany.name, rfc: mainCompany.rfc, role: 'Administrador' }] : [],
    mainCompany,
    serviceType: mainCompany ? serviceTypeOf(mainCompany) : null,
    ...overrides,
  };
}
