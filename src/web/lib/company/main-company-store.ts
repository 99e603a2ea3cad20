import { getSession } from '../session/session-store';

const KEY = 'avala.mainCompany';

interface StoredMainCompany {
  userId: string;
  companyId: string;
}

/** Mirror of the stored value, for when sessionStorage is unavailable (private mode, quota). */
let memory: StoredMainCompany | null = null;

function read(): StoredMainCompany | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredMainCompany> | null;
    return typeof value?.userId === 'string' && typeof value.companyId === 'string' ? { userId: value.userId, companyId: value.companyId } : null;
  } catch {
    return memory;
  }
}

/**
 * The main company the user chose (spec 1 §4), kept in sessionStorage so a reload keeps it.
 * It is stored together with the user id: another account signing in on the same tab does not
 * inherit it. The server still decides: an id the user may not act for falls back to the first.
 */
export function getMainCompanyId(userId: string | null = getSession().userId): string | null {
  const stored = read();
  return stored && userId && stored.userId === userId ? stored.companyId : null;
}

export function setMainCompanyId(companyId: string | null, userId: string | null = getSession().userId): void {
  memory = companyId && userId ? { userId, companyId } : null;
  try {
    if (memory) sessionStorage.setItem(KEY, JSON.stringify(memory));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the in-memory copy keeps the choice until the page reloads.
  }
}

/** Headers that tell the API which company the user works for (`X-Company-Id`), when one was chosen. */
export function mainCompanyHeaders(): Record<string, string> {
  const companyId = getMainCompanyId();
  return companyId ? { 'x-company-id': companyId } : {};
}
