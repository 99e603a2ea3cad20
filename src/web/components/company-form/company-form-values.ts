import type { TCompanyForm, TCompanyFormInput } from '../../../shared/contracts/companies.contract';
import type { TCompany } from '../../../shared/domain/company';
import { FORMULARIO_EMPRESA } from '../../../shared/labels/company-form';

export type TLegalRepresentativeInput = TCompanyFormInput['legalRepresentatives'][number];

export const emptyRepresentative = (): TLegalRepresentativeInput => ({ name: '', apaterno: '', amaterno: '', curp: '' });
export const emptyActivity = () => ({ name: '' });

/**
 * The form's starting values from the company as the API returns it. The lists always start with
 * one row (at least one representative and one REPSE activity are required) and the country
 * defaults to México.
 */
export function companyFormValues(company: TCompany | null | undefined): TCompanyFormInput {
  const address = company?.taxResidence;
  return {
    name: company?.name ?? '',
    type: company?.type ?? 'moral',
    rfc: company?.rfc ?? '',
    web: company?.web ?? '',
    sector: company?.sector ?? '',
    employeesSize: company?.employeesSize ?? 0,
    servicesOffered: [...(company?.servicesOffered ?? [])],
    taxResidence: {
      street: address?.street ?? '',
      outdoorNum: address?.outdoorNum ?? '',
      interiorNumber: address?.interiorNumber ?? '',
      colonia: address?.colonia ?? '',
      cp: address?.cp ?? '',
      city: address?.city ?? '',
      country: address?.country || FORMULARIO_EMPRESA.paisPredeterminado,
    },
    legalRepresentatives: company?.legalRepresentatives.length ? company.legalRepresentatives.map((r) => ({ ...r })) : [emptyRepresentative()],
    repses: company?.repses.length ? company.repses.map((r) => ({ name: r.name })) : [emptyActivity()],
  };
}

export type { TCompanyForm, TCompanyFormInput };
