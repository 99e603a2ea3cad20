import type { TGeneratorInfoOptions, TProviderGeneratorInfo } from '../../../shared/contracts/provider-generator-info.contract';
import type { TLegalRepresentative } from '../../../shared/domain/company';
import type { GeneratorInfoWithClient } from './provider-generator-info.repository';

/** The provider company as the records read it: its name, representatives and REPSE activities. */
export interface ProviderBase {
  id: string;
  name: string;
  legalRepresentatives: TLegalRepresentative[];
  repses: { name: string }[];
}

/** CURPs and activity names are compared without case or surrounding spaces. */
export const sameKey = (text: string) => text.trim().toLocaleUpperCase('es-MX');

export function optionsOf(provider: ProviderBase): TGeneratorInfoOptions {
  return {
    legalRepresentatives: provider.legalRepresentatives.map((r) => ({ curp: r.curp, name: r.name, lastName: r.apaterno, motherLastName: r.amaterno })),
    socialObjects: provider.repses.map((r) => r.name),
  };
}

/** One record with each representative's names taken from the company by CURP ('' when it no longer lists it). */
export function toGeneratorInfoDto(row: GeneratorInfoWithClient, provider: ProviderBase, canEdit: boolean): TProviderGeneratorInfo {
  const byCurp = new Map(provider.legalRepresentatives.map((r) => [sameKey(r.curp), r]));
  return {
    id: row.id,
    idCompany: row.clientId,
    clientName: row.clientName,
    idProvider: row.providerId,
    providerName: provider.name,
    assignSupplierNum: row.assignSupplierNum,
    comercialName: row.comercialName,
    contactList: row.contacts.map((c) => ({ name: c.name, lastName: c.lastName, motherLastName: c.motherLastName, phone: c.phone, email: c.email })),
    legalRepresentativesList: row.legalRepresentatives.map((r) => {
      const base = byCurp.get(sameKey(r.curp));
      return { curp: r.curp, name: base?.name ?? '', lastName: base?.apaterno ?? '', motherLastName: base?.amaterno ?? '', phone: r.phone, rfc: r.rfc, email: r.email };
    }),
    socialObjectPredominantList: row.socialObjects.map((name) => ({ name })),
    completed: row.completedAt !== null,
    updatedAt: row.completedAt ? row.updatedAt.toISOString() : null,
    canEdit,
  };
}
