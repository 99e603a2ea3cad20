import { useState } from 'react';
import { GENERATOR_REPORT } from '../../../../shared/domain/generator';
import { TEXTOS_AREA_GENERADORES as T } from '../../../../shared/labels/generators-area';
import { showToast } from '../../../components/feedback/toast';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { type GeneratorListParams, listQueryParams } from '../api/generators-list.query';

/** "Generar Reporte": the server's Reporte_{fecha}.xlsx with the list's current search and filters. */
export function useReportDownload(companyId: string) {
  const [busy, setBusy] = useState(false);
  const download = async (params: Omit<GeneratorListParams, 'page' | 'size'>) => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchAuthorizedFile(`/generador/idCompany/${companyId}/report`, { query: listQueryParams(params) });
      saveBlob(blob, fileName ?? GENERATOR_REPORT.fileName(new Date().toISOString().slice(0, 10)));
      showToast('success', T.reporteDescargado);
    } catch {
      showToast('error', T.reporteError);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
