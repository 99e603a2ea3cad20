import { MOTIVOS_FILA as R } from '../../../shared/labels/payroll-lists';
import { cellOf, curpProblem, dayCount, idCellOf, issueSink, locateColumns, nssProblem, positiveAmount, type RowCheck, type SheetRow, type SuaRecord } from './row-checks';

/** The SUA template's columns; Ausentismos and Incapacidades may be missing (read as 0). */
export const SUA_WANTED = {
  nss: { header: 'NSS', aliases: ['número de seguridad social', 'núm. afiliación', 'número de afiliación'] },
  curp: { header: 'CURP', aliases: [] },
  name: { header: 'Nombre', aliases: ['nombre del trabajador', 'nombre completo', 'trabajador'] },
  days: { header: 'Días cotizados', aliases: ['días', 'días cotizados en el mes'] },
  sbc: { header: 'SBC', aliases: ['salario base de cotización', 'salario diario integrado', 'sdi'] },
} as const;
export const SUA_OPTIONAL = {
  absences: { header: 'Ausentismos', aliases: ['faltas', 'días de ausentismo'] },
  incapacities: { header: 'Incapacidades', aliases: ['días de incapacidad'] },
} as const;

type At = ReturnType<typeof locateColumns<keyof typeof SUA_WANTED | keyof typeof SUA_OPTIONAL>>['at'];

/**
 * Every row of a month's SUA data checked (issue 22): NSS 11 digits and check digit, CURP format,
 * state and check digit, name present, days contributed 0–31, SBC above zero, an NSS twice; the
 * optional absences and incapacities, when given, 0–31.
 */
export function checkSuaRows(rows: readonly SheetRow[], at: At): RowCheck<SuaRecord> {
  const out: RowCheck<SuaRecord> = { records: [], errors: [], warnings: [] };
  const seen = new Map<string, number>();
  const W = SUA_WANTED;
  const optionalDays = (cells: readonly string[], index: number) => {
    const text = cellOf(cells, index);
    return text === '' ? 0 : dayCount(text, 0);
  };
  for (const { index, cells } of rows) {
    const before = out.errors.length;
    const error = issueSink(out.errors, index);
    const nss = idCellOf(cells, at.nss);
    const curp = idCellOf(cells, at.curp);
    const name = cellOf(cells, at.name).replace(/\s+/g, ' ');
    const days = dayCount(cellOf(cells, at.days), 0);
    const sbc = positiveAmount(cellOf(cells, at.sbc));
    const absences = optionalDays(cells, at.absences);
    const incapacities = optionalDays(cells, at.incapacities);
    const nssIssue = nssProblem(nss);
    error(W.nss.header, nssIssue);
    const first = seen.get(nss);
    if (!nssIssue && first !== undefined) error(W.nss.header, R.nssRepetido(nss, first));
    else if (!nssIssue) seen.set(nss, index);
    error(W.curp.header, curpProblem(curp));
    error(W.name.header, name ? null : R.nombreVacio);
    error(W.days.header, days !== null ? null : R.diasCotizados);
    error(W.sbc.header, sbc ? null : R.sbcInvalido);
    error(SUA_OPTIONAL.absences.header, absences !== null ? null : R.diasOpcionales(SUA_OPTIONAL.absences.header));
    error(SUA_OPTIONAL.incapacities.header, incapacities !== null ? null : R.diasOpcionales(SUA_OPTIONAL.incapacities.header));
    if (out.errors.length === before && days !== null && sbc && absences !== null && incapacities !== null) out.records.push({ rowNumber: index, nss, curp, name, days, sbc, absences, incapacities });
  }
  return out;
}
