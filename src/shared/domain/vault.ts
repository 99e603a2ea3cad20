/** Who made a vault folder: a person (USER) or the server, filing documents of other features. */
export const VAULT_FOLDER_KINDS = ['USER', 'CONTRATOS', 'SERVICE', 'STAGE', 'PERIOD'] as const;
export type VaultFolderKind = (typeof VAULT_FOLDER_KINDS)[number];

/** Where a vault document came from; anything but VAULT is read-only in the vault (linked back). */
export const VAULT_DOCUMENT_SOURCES = ['VAULT', 'COMPLIANCE', 'CONTRACT', 'PAYROLL'] as const;
export type VaultDocumentSource = (typeof VAULT_DOCUMENT_SOURCES)[number];

/** The ledger's vault events (spec 2 §7: PUT /v1/blockchain/history actions). */
export const VAULT_LEDGER_ACTIONS = ['CREATE', 'READ', 'DOWNLOAD', 'VALIDATE', 'REJECT', 'DELETE'] as const;
export type VaultLedgerAction = (typeof VAULT_LEDGER_ACTIONS)[number];

/** Largest file the vault accepts (the file pipeline's document limit). */
export const VAULT_MAX_BYTES = 25 * 1024 * 1024;

/** The folder name of a compliance period: año-mes, e.g. 2026-03. */
export const periodFolderName = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
