/** Who made a vault folder: a person (USER) or the server, filing documents of other features. */
export const VAULT_FOLDER_KINDS = ['USER', 'CONTRATOS', 'SERVICE', 'STAGE', 'PERIOD'] as const;
export type VaultFolderKind = (typeof VAULT_FOLDER_KINDS)[number];

/** Where a vault document came from; anything but VAULT is read-only in the vault (linked back). */
export const VAULT_DOCUMENT_SOURCES = ['VAULT', 'COMPLIANCE', 'CONTRACT', 'PAYROLL'] as const;
export type VaultDocumentSource = (typeof VAULT_DOCUMENT_SOURCES)[number];

/** The ledger's vault events (spec 2 §7: PUT /v1/blockchain/history actions; UPDATE: PUT /document edited its details). */
export const VAULT_LEDGER_ACTIONS = ['CREATE', 'READ', 'DOWNLOAD', 'VALIDATE', 'REJECT', 'DELETE', 'UPDATE'] as const;
export type VaultLedgerAction = (typeof VAULT_LEDGER_ACTIONS)[number];

/** Largest file the vault accepts (the file pipeline's document limit). */
export const VAULT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * «Compartidos conmigo» is paged: a client of thousands of services has two shared folders per
 * service. A page fills the folder grid (4 columns on a desktop). Totals count no further than the
 * cap: past it the screen says «más de 1,000» and offers the search. A search shows at most its
 * cap of matches, by name (past it: «más de 200», write more of the name).
 */
export const VAULT_SHARED_PAGE_SIZE = 24;
export const VAULT_SHARED_COUNT_CAP = 1_000;
export const VAULT_SHARED_SEARCH_CAP = 200;

/** The folder name of a compliance period: año-mes, e.g. 2026-03. */
export const periodFolderName = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * Limits of a vault document's details (PUT /document; decided, the spec names the fields only):
 * the name without its extension, which the file keeps; a description; up to 10 tags.
 */
export const VAULT_DOCUMENT_LIMITS = { name: 200, description: 500, tags: 10, tag: 30 } as const;

/** Characters no file name may carry on Windows, macOS or Linux, and control characters. */
// oxlint-disable-next-line no-control-regex -- control characters are exactly what it refuses
export const FORBIDDEN_FILE_NAME_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]/;

/** How two tags of a document are compared: trimmed and lower-cased (one spelling per tag). */
export const vaultTagKey = (tag: string) => tag.trim().toLocaleLowerCase('es-MX');

/** A document's name without its extension (when it ends with it, any case): what the edit dialog shows. */
export function baseOfName(name: string, extension: string): string {
  const suffix = extension ? `.${extension.toLowerCase()}` : '';
  return suffix && name.toLowerCase().endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}

/** The stored name: the base the person typed plus the file's extension (typed again or not, it is kept once). */
export const nameWithExtension = (name: string, extension: string) => {
  const base = baseOfName(name.trim(), extension).trim();
  return extension ? `${base}.${extension.toLowerCase()}` : base;
};
