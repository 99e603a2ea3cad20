import type { QueryClient } from '@tanstack/react-query';
import type { TCompany } from '../../../shared/domain/company';
import { currentUserQuery } from '../session/current-user.query';
import { setServiceType } from '../session/service-type';
import { setMainCompanyId } from './main-company-store';

export interface ChooseMainCompanyOptions {
  /** The group home keeps the service type as it is (spec 3 §2.3); the switcher applies the company's. */
  keepServiceType?: boolean;
}

/**
 * Makes `company` the main company (spec 1 §4): stores its id (sent from now on as `X-Company-Id`),
 * switches the service type to generators when the company has generadores, and reloads the user,
 * so the plan and the permissions are computed again for that company. Cached answers no screen
 * shows belonged to the previous company: they are dropped rather than shown for the new one.
 */
export async function chooseMainCompany(queryClient: QueryClient, company: Pick<TCompany, 'id' | 'generadores'>, options: ChooseMainCompanyOptions = {}): Promise<void> {
  setMainCompanyId(company.id);
  if (company.generadores && !options.keepServiceType) setServiceType('generators');
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
}
