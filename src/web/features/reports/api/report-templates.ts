import { REPORT_TEMPLATES } from '../../../../shared/contracts/reports.contract';
import { ARCHIVOS_REPORTES as F } from '../../../../shared/labels/reports';

export type ReportTemplate = keyof typeof REPORT_TEMPLATES;

/** The static templates (public/templates) downloaded through a temporary link with their Spanish name. */
export function downloadReportTemplate(template: ReportTemplate): void {
  const link = document.createElement('a');
  link.href = REPORT_TEMPLATES[template];
  link.download = template === 'icsoe' ? F.plantillaIcsoe : F.plantillasSisub;
  document.body.append(link);
  link.click();
  link.remove();
}
