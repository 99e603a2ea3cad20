/**
 * `?company=` of /dashboard/vault and /dashboard/vault/$folderId. Its own file: a route's
 * validateSearch stays in the eager route tree, so it must not import the screen with it.
 */
export interface VaultSearch {
  company?: string;
}

/** Keeps the chosen company; anything but a uuid is dropped (the main company is used). */
export const validateVaultSearch = (search: Record<string, unknown>): VaultSearch =>
  typeof search.company === 'string' && /^[0-9a-f-]{36}$/i.test(search.company) ? { company: search.company } : {};
