import {
  GENERATOR_CONTACT_SLOTS,
  type TProviderGeneratorInfo,
  type TProviderGeneratorInfoFormInput,
} from '../../../../shared/contracts/provider-generator-info.contract';

export type TContactSlotInput = NonNullable<TProviderGeneratorInfoFormInput['contactList']>[number];
export type TRepresentativeInput = TProviderGeneratorInfoFormInput['legalRepresentativesList'][number];

export const emptyContact = (): TContactSlotInput => ({ name: '', lastName: '', motherLastName: '', phone: '', email: '' });
export const emptyRepresentative = (): TRepresentativeInput => ({ curp: '', phone: '', rfc: '', email: '' });
export const emptySocialObject = () => ({ name: '' });

/**
 * The form's starting values from a record: always the three contact slots (the saved ones first),
 * and at least one representative and one social object row (each list needs one).
 */
export function generatorInfoFormValues(info: TProviderGeneratorInfo): TProviderGeneratorInfoFormInput {
  const contacts: TContactSlotInput[] = info.contactList.slice(0, GENERATOR_CONTACT_SLOTS).map((c) => ({ ...c }));
  while (contacts.length < GENERATOR_CONTACT_SLOTS) contacts.push(emptyContact());
  return {
    assignSupplierNum: info.assignSupplierNum,
    comercialName: info.comercialName,
    contactList: contacts,
    legalRepresentativesList: info.legalRepresentativesList.length
      ? info.legalRepresentativesList.map((r) => ({ curp: r.curp, phone: r.phone, rfc: r.rfc, email: r.email }))
      : [emptyRepresentative()],
    socialObjectPredominantList: info.socialObjectPredominantList.length ? info.socialObjectPredominantList.map((s) => ({ name: s.name })) : [emptySocialObject()],
  };
}
