import { sha256, toHex, utf8 } from '../ledger/bytes';
import { canonicalJson } from '../ledger/jcs';

/** What PUT /document changes of a vault document: never its bytes (a new version is a new file). */
export interface VaultDocumentDetails {
  documentId: string;
  name: string;
  description: string;
  tags: readonly string[];
}

/**
 * The canonical JSON (RFC 8785) of a document's details, as its ledger UPDATE entry commits to
 * them: the entry carries only `detailsSha256`, the sha256 of this text, so the public log holds
 * no names or descriptions, yet whoever has the details can recompute it and match the entry.
 */
export const vaultDetailsJson = (d: VaultDocumentDetails): string => canonicalJson({ description: d.description, documentId: d.documentId, name: d.name, tags: [...d.tags] });

/** Hex sha256 of vaultDetailsJson (WebCrypto: the same in the browser, the server and the CLI). */
export const vaultDetailsSha256 = async (d: VaultDocumentDetails): Promise<string> => toHex(await sha256(utf8(vaultDetailsJson(d))));
