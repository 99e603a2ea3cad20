import type { TCompany } from '../../../../shared/domain/company';
import { skipsPayment } from '../../../../shared/permissions';

export type AfterCompanyDataPath = '/dashboard/home' | '/payment';

/**
 * Where the first save of the company data leads (spec 1 §4): PREMIUM and CORPORATIVO plans and
 * companies invited as client go straight to the dashboard; everybody else chooses a plan.
 */
export function pathAfterCompanyData(company: Pick<TCompany, 'status' | 'invitedAs' | 'invited'>): AfterCompanyDataPath {
  return skipsPayment({ plan: company.status, invitedAs: company.invitedAs, invited: company.invited }) ? '/dashboard/home' : '/payment';
}

/** The onboarding form is for a signed-in user whose main company has not completed its data. */
export function needsCompanyData(company: Pick<TCompany, 'updatedData'> | null | undefined): boolean {
  return Boolean(company && !company.updatedData);
}
