import type { TServiceWorker, TServiceWorkers, TServiceWorkersQuery } from '../../../shared/contracts/workforce-summary.contract';
import { foldForSearch, identityIndex, nameCollator } from '../../../shared/domain/workforce-match';
import type { MonthMatch } from './workforce-periods';

interface Acc extends TServiceWorker {
  months: Set<string>;
}

/**
 * EMPLEADOS: the matched rows of every month merged into one worker each (CURP, then NSS, then
 * RFC), with the months they appear in and their open flags summed; filtered and paged here.
 */
export function serviceWorkers(months: readonly MonthMatch[], query: TServiceWorkersQuery): TServiceWorkers {
  const index = identityIndex<Acc>();
  const all: Acc[] = [];
  for (const m of months.toReversed()) {
    const yearMonth = `${String(m.year)}-${String(m.month).padStart(2, '0')}`;
    for (const r of m.rows) {
      const keys = { curp: r.curpPayroll.value ?? r.curpCfdi.value ?? r.curpSua.value ?? '', nss: r.nssPayroll.value ?? r.nssCfdi.value ?? r.nssSua.value ?? '', rfc: r.rfcPayroll.value ?? r.rfcCfdi.value ?? '' };
      let w = index.find(keys);
      if (!w) {
        w = { name: r.name, curp: keys.curp || null, rfc: keys.rfc || null, nss: keys.nss || null, yearMonths: [], openFlags: 0, errors: 0, warnings: 0, gaps: [], months: new Set() };
        all.push(w);
      }
      // The newest month's name and identifiers win (a corrected name replaces the old one).
      w.name = r.name || w.name;
      w.curp = keys.curp || w.curp;
      w.rfc = keys.rfc || w.rfc;
      w.nss = keys.nss || w.nss;
      w.months.add(yearMonth);
      w.errors += r.errors;
      w.warnings += r.warnings;
      for (const reason of r.reasons) w.gaps.push({ yearMonth, reason });
      index.remember(keys, w);
    }
  }
  const q = foldForSearch(query.q ?? '');
  const matches = (w: Acc) => !q || foldForSearch(w.name).includes(q) || (w.curp ?? '').toLowerCase().includes(q) || (w.nss ?? '').includes(q);
  const found = all.filter(matches).toSorted((a, b) => nameCollator.compare(a.name, b.name) || (a.curp ?? '').localeCompare(b.curp ?? ''));
  return {
    total: found.length,
    offset: query.offset,
    limit: query.limit,
    rows: found.slice(query.offset, query.offset + query.limit).map(({ months: set, ...w }) => ({ ...w, yearMonths: [...set].toSorted(), openFlags: w.errors + w.warnings + w.gaps.length })),
  };
}
