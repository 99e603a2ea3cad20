import type { TVaultDocument } from '../../../../shared/contracts/vault.contract';
import { showToast } from '../../../components/feedback/toast';
import { errorMessage } from '../../../lib/http/api-error';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/** Descargar: the server records a DOWNLOAD in the ledger. */
export async function saveVaultFile(companyId: string, document: TVaultDocument) {
  try {
    const { blob } = await fetchAuthorizedFile(`/vault/${companyId}/documents/${document.id}/file`, { query: { download: '1' } });
    saveBlob(blob, document.name);
  } catch (error) {
    showToast('error', errorMessage(error));
  }
}
