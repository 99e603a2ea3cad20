/**
 * The tabs of /dashboard/management (spec 3 §2.8, plus Bitácora). Kept apart from the screen: the
 * route's validateSearch needs them in the entry bundle, and the screen must stay in its own chunk.
 */
export const ADMIN_TABS = ['principal', 'usuarios', 'roles', 'empresas', 'servicios', 'configuracion', 'bitacora'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export interface ManagementSearch {
  tab?: AdminTab;
}

/** Keeps a known `?tab=`; anything else falls back to Principal. */
export const validateManagementSearch = (search: Record<string, unknown>): ManagementSearch =>
  typeof search.tab === 'string' && (ADMIN_TABS as readonly string[]).includes(search.tab) ? { tab: search.tab as AdminTab } : {};
