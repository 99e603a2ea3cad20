import type { Writable } from 'node:stream';
import type { TAssortDataRow } from '../../../shared/contracts/workforce-summary.contract';
import { RESUMEN_TRABAJADORES as T } from '../../../shared/labels/workforce-summary';
import { safeCellText } from '../../xlsx/safe-cell';
import { XlsxStreamWriter } from '../../xlsx/xlsx-stream-writer';

const G = T.grupos;
const C = T.columnas;
/** The screen's column groups, as "GROUP · Column" headers (the writer has one header row). */
export const WORKFORCE_REPORT_HEADERS = [
  `${G.nomina} · ${C.nombre}`,
  `${G.nomina} · ${C.curp}`,
  `${G.nomina} · ${C.rfc}`,
  `${G.nomina} · ${C.nss}`,
  `${G.sua} · ${C.curp}`,
  `${G.sua} · ${C.nss}`,
  `${G.cfdi} · ${C.curp}`,
  `${G.cfdi} · ${C.rfc}`,
  `${G.cfdi} · ${C.nss}`,
  C.motivo,
  C.observaciones,
] as const;

const mark = (v: { value: string | null; ok: boolean }) => (v.value ? `${v.value}${v.ok ? '' : ` (${T.noCoincide})`}` : T.falta);

/** A month's matched workers as xlsx, streamed into `output` (as audit-log-report.ts). */
export async function writeWorkforceReport(rows: readonly TAssortDataRow[], output: Writable): Promise<void> {
  const sheet = new XlsxStreamWriter(output, T.hoja, WORKFORCE_REPORT_HEADERS.map((header, i) => ({ header, width: i === 0 || i >= 9 ? 40 : 24 })), { creator: 'Avala' });
  let n = 0;
  for (const r of rows) {
    sheet.addRow(
      [r.name, mark(r.curpPayroll), mark(r.rfcPayroll), mark(r.nssPayroll), mark(r.curpSua), mark(r.nssSua), mark(r.curpCfdi), mark(r.rfcCfdi), mark(r.nssCfdi), r.reasons.map((x) => T.motivos[x]).join('; '), r.messages.join(' ')].map((v) =>
        safeCellText(v),
      ),
    );
    if (++n % 1000 === 0) await sheet.drain();
  }
  await sheet.end();
}
