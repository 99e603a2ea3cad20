import { satLookupPdfName, type TConsultedList, type TSatDetailRecord } from '../../../../shared/contracts/sat-lookup.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

export interface SatLookupResult {
  rfc: string;
  records: TSatDetailRecord[];
  lists: TConsultedList[];
}

const rfcPath = (rfc: string) => `/general/analisis69/rfc/${encodeURIComponent(rfc)}`;

/** The lookup and the lists it reads (their publication dates, for "Listas consultadas"). */
export async function lookupRfc(rfc: string): Promise<SatLookupResult> {
  const [records, lists] = await Promise.all([api.get<TSatDetailRecord[]>(rfcPath(rfc)), api.get<TConsultedList[]>('/general/analisis69/lists')]);
  return { rfc, records, lists };
}

/** Downloads the result's PDF (consulta-{rfc}-{fecha}.pdf, named by the server). */
export async function downloadLookupPdf(rfc: string) {
  const { blob, fileName } = await fetchAuthorizedFile(`${rfcPath(rfc)}/pdf`);
  saveBlob(blob, fileName ?? satLookupPdfName(rfc, new Date().toISOString().slice(0, 10)));
}
