import type { ServiceType } from '../../../../shared/domain/enums';
import type { TUserMe } from '../../../../shared/domain/user';

/** The services the main company may enter (spec 1 §2): REPSE and GENERADORES, in that order. */
export function availableServices(user: TUserMe): ServiceType[] {
  const products = user.mainCompany?.additionalProducts ?? [];
  const services: ServiceType[] = [];
  if (products.includes('REPSE')) services.push('repse');
  if (products.includes('GENERADORES')) services.push('generators');
  return services;
}
