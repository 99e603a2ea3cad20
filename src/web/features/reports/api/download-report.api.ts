import type { TIdealReport } from '../../../../shared/contracts/reports.contract';
import { ARCHIVOS_REPORTES as F, MENSAJES_REPORTES as M } from '../../../../shared/labels/reports';
import { apiEnvelope } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/** A step of "Descargar reporte" failed: its message is the spec's (§8), shown as it is. */
export class ReportDownloadError extends Error {}

/** dd-mm-aaaa of the browser's day, as the workbook's name carries it (spec 2 §9: Reporte plus date). */
export function reportFileName(now = new Date()): string {
  const dd = String(now.getDate()).padStart(2, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  return `${F.reporte(`${dd}-${mm}-${String(now.getFullYear())}`)}.xlsx`;
}

/**
 * The spec's ReporteIdealExcel flow: the server writes the workbook into the vault and answers
 * `respuesta[0].fileId`; the document is then fetched by that id and saved as Reporte{dd-mm-aaaa}.xlsx.
 * Each failing step throws the spec's own message.
 */
export async function downloadIdealReport(companyId: string): Promise<void> {
  let answer: TIdealReport[] | undefined;
  try {
    answer = (await apiEnvelope<TIdealReport[]>('GET', `/reporter/ReporteIdealExcel/companyId/${companyId}/`, undefined)).respuesta;
  } catch {
    throw new ReportDownloadError(M.sinInformacion);
  }
  const fileId = answer?.[0]?.fileId;
  if (!fileId) throw new ReportDownloadError(M.sinFileId);
  let blob: Blob;
  try {
    blob = (await fetchAuthorizedFile(`/files/${fileId}`)).blob;
  } catch {
    throw new ReportDownloadError(M.sinDocumento);
  }
  try {
    saveBlob(blob, reportFileName());
  } catch {
    throw new ReportDownloadError(M.sinDescarga);
  }
}
