import type { ServiceType } from '../../../../shared/domain/enums';
import { serviceTypeOf } from '../../../../shared/domain/service-type';
import type { TUserMe } from '../../../../shared/domain/user';

export interface PostLoginDestination {
  /** Where to go: an app path, possibly with a query string. */
  to: string;
  /** The service type to store before going, when the rule decides one. */
  serviceType: ServiceType | null;
}

/**
 * Where a user lands after signing in (spec 1 §2):
 *   1. password never updated → /update_account;
 *   2. company data incomplete → /pre_instructions;
 *   3. the remembered origin, when there is one;
 *   4. both REPSE and GENERADORES enabled → /service-selection (the user picks);
 *   5. otherwise /dashboard, with the service type generators or repse.
 * The two onboarding gates come before the origin so a deep link cannot skip them.
 * Returns null when there is no main company to work for (the caller reports an error).
 */
export function resolvePostLoginDestination(user: TUserMe, origin?: string): PostLoginDestination | null {
  if (!user.updatedPassword) return { to: '/update_account', serviceType: null };
  const company = user.mainCompany;
  // The platform operator (issue 23) may belong to no company: its page is the SAT lists.
  if (!company && user.platformRole === 'operator') return { to: origin?.startsWith('/operacion/') ? origin : '/operacion/listas-sat', serviceType: null };
  if (!company) return null;
  if (!company.updatedData) return { to: '/pre_instructions', serviceType: null };

  const serviceType = serviceTypeOf(company);
  if (origin) return { to: origin, serviceType };
  const products = company.additionalProducts;
  if (products.includes('REPSE') && products.includes('GENERADORES')) return { to: '/service-selection', serviceType: null };
  return { to: '/dashboard', serviceType };
}
