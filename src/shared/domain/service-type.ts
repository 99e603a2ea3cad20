import type { Product, ServiceType } from './enums';

/**
 * The line a company works in (spec 1 §2–§4, spec 3 §1): the generadores flag, or GENERADORES as
 * its only product, makes it generators; everything else is repse. A company with both products
 * defaults to repse until the user picks on /service-selection.
 */
export function serviceTypeOf(company: { generadores: boolean; additionalProducts: readonly Product[] }): ServiceType {
  const products = company.additionalProducts;
  if (company.generadores) return 'generators';
  return products.includes('GENERADORES') && !products.includes('REPSE') ? 'generators' : 'repse';
}
