import type { ServiceType } from '../../../shared/domain/enums';

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
