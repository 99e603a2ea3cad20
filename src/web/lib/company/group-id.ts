import type { TCompany } from '../../../shared/domain/company';

/** The group a company leads or belongs to: its own id for a group company, else its parent's. */
export function groupIdOf(company: Pick<TCompany, 'id' | 'group' | 'parentGroupId'> | null | undefined): string | null {
  if (!company) return null;
  return company.group ? company.id : company.parentGroupId;
}
