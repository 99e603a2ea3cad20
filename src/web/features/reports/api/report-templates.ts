import { REPORT_TEMPLATES } from '../../../../shared/contracts/reports.contract';
import { ARCHIVOS_REPORTES as F } from '../../../../shared/labels/reports';
import { saveBlob } from '../../../lib/http/authorized-file';

export type ReportTemplate = keyof typeof REPORT_TEMPLATES;

/**
 * A static template (public/templates) saved under its Spanish name. Fetched, not followed as a
 * link: a link's download can reach the service worker as a navigation, which answers the app shell.
 */
export async function downloadReportTemplate(template: ReportTemplate): Promise<void> {
  const response = await fetch(REPORT_TEMPLATES[template], { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`template ${String(response.status)}`);
  saveBlob(await response.blob(), template === 'icsoe' ? F.plantillaIcsoe : F.plantillasSisub);
}
