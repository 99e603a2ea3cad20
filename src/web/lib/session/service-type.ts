import type { ServiceType } from '../../../shared/domain/enums';
import type { TUserMe } from '../../../shared/domain/user';

const KEY = 'avala.serviceType';

/**
 * The service the user works in (repse or generators), chosen after login or on
 * /service-selection. Not a secret, so it lives in sessionStorage and survives a reload.
 */
export function getServiceType(): ServiceType | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === 'repse' || value === 'generators' ? value : null;
  } catch {
    return null;
  }
}

export function setServiceType(value: ServiceType | null): void {
  try {
    if (value) sessionStorage.setItem(KEY, value);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice simply does not survive a reload.
  }
}

/**
 * The service to show: the user's explicit choice in this tab (service selection, sign-in, the
 * company switcher), else the main company's own line from users/me, so a bookmark, a new tab or
 * a restored session lands on the home where the user works.
 */
export function currentServiceType(user: Pick<TUserMe, 'serviceType'>): ServiceType {
  return getServiceType() ?? user.serviceType ?? 'repse';
}
