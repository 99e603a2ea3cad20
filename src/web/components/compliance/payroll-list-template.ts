import { PAYROLL_LIST_TEMPLATE_FILE } from '../../../shared/domain/payroll-list-template';
import { fetchAuthorizedFile, saveBlob } from '../../lib/http/authorized-file';

/** GET /templates/payroll-list answers the XLSX bytes (not an envelope); saved under the template's name. */
export async function downloadPayrollListTemplate(): Promise<void> {
  const { blob } = await fetchAuthorizedFile('/templates/payroll-list');
  saveBlob(blob, PAYROLL_LIST_TEMPLATE_FILE);
}
