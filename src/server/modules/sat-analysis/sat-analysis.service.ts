import type { Writable } from 'node:stream';
import {
  satAnalysisXlsxName,
  type TSatAnalysisFilter,
  type TSatAnalysisPage,
  type TSatAnalysisQuery,
  type TSatAnalysisRow,
} from '../../../shared/contracts/sat-analysis.contract';
import type { TConsultedList } from '../../../shared/contracts/sat-lookup.contract';
import type { Sat69ListName } from '../../../shared/domain/sat-lists';
import { blacklistOf, situationDate } from '../../../shared/domain/sat-standing';
import { MENSAJES_ANALISIS_SAT } from '../../../shared/labels/sat-analysis';
import { MENSAJES_CONSULTA_SAT as M, SAT_69B_SITUATION_LABELS, SAT_69_LIST_LABELS } from '../../../shared/labels/sat-lists';
import { formatDate, formatIsoDayOrNull } from '../../../shared/mx/dates';
import { companyGuard } from '../../access/company-guard';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { satAnalysisRepository, type SatAnalysisCursor, type SatAnalysisDbRow } from './sat-analysis.repository';
import { writeSatAnalysisReport } from './sat-analysis-report';

/** ISO date (yyyy-mm-dd) → dd/mm/aaaa. */
const dmy = formatIsoDayOrNull;
const listLabel = (list: string) => (list === '69b' ? M.listado69b : M.articulo69(SAT_69_LIST_LABELS[list as Sat69ListName] ?? list));
/** The Mexico City day as yyyy-mm-dd, for the file name. */
const isoDay = (at: Date) => formatDate(at).split('/').toReversed().join('-');
/**
 * Rows per query of the export: memory stays bounded whatever the number of providers. Each batch
 * recomputes the standing of every provider (the rank is derived, the keyset applies after it), so
 * batches are large (3,000 providers in 1,000-row batches took 0.5 s on PostgreSQL, 0.9 s on PGlite).
 */
const EXPORT_BATCH = 5000;

function toRow(r: SatAnalysisDbRow, has69bList: boolean): TSatAnalysisRow {
  const situation = r.situation;
  const date = situation
    ? situationDate({
        situacionContribuyente: situation,
        satPresuntos: r.sat_presuntos,
        dofPresuntos: r.dof_presuntos,
        satDesvirtuados: r.sat_desvirtuados,
        dofdesvirtuados: r.dof_desvirtuados,
        satDefinitivos: r.sat_definitivos,
        dofDefinitivos: r.dof_definitivos,
        satSentenciaFavorable: r.sat_sentencia_favorable,
        dofSentenciaFavorable: r.dof_sentencia_favorable,
      })
    : null;
  return {
    providerId: r.id,
    name: r.name,
    rfc: r.rfc,
    linkStatus: r.status,
    blacklist: blacklistOf({ has69bList, situations69b: situation ? [{ situation, date }] : [] }),
    situacion69b: situation,
    situacion69bLabel: situation ? SAT_69B_SITUATION_LABELS[situation] : null,
    fecha69b: dmy(date),
    articulo69: (r.lists69 ?? []).map((l) => ({ list: l.list, label: listLabel(l.list), date: dmy(l.date) })),
    servicios: r.services,
  };
}

/**
 * /dashboard/sat69b (issue 23): the company's providers against the current SAT lists. Any member
 * of the company reads it, once the company has the additional product LISTAS_NEGRAS_SAT (spec 2 §2).
 */
export function createSatAnalysisService(deps: { db: Db; now?: (() => Date) | undefined; /** Rows per query of the export (tests make it small). */ exportBatch?: number }) {
  const repo = satAnalysisRepository(deps.db);
  const guard = companyGuard(deps.db);
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.exportBatch ?? EXPORT_BATCH;

  /** Another company's id is 404 (the guard); the company without the product is 403. */
  async function authorize(actor: Actor, companyId: string) {
    const access = await guard.requireCompany(actor, companyId, 'read');
    if (!(await repo.hasProduct(companyId, 'LISTAS_NEGRAS_SAT'))) throw new AppError('FORBIDDEN', { message: MENSAJES_ANALISIS_SAT.sinProducto });
    return access.company;
  }

  async function lists(): Promise<{ consulted: TConsultedList[]; has69bList: boolean }> {
    const snapshots = await repo.currentLists();
    return {
      has69bList: snapshots.some((s) => s.kind === '69B'),
      // 69-B first: the list the label is read from.
      consulted: snapshots
        .toSorted((a, b) => Number(b.kind === '69B') - Number(a.kind === '69B'))
        .map((s) => ({ list: s.list, label: listLabel(s.list), publishedAt: dmy(s.publishedAt) ?? '---' })),
    };
  }

  async function page(actor: Actor, query: TSatAnalysisQuery): Promise<TSatAnalysisPage> {
    await authorize(actor, query.companyId);
    const [{ consulted, has69bList }, counts, rows] = await Promise.all([
      lists(),
      repo.counts(query.companyId, query.q),
      repo.rows(query.companyId, { q: query.q, chip: query.situacion }, { offset: query.offset, limit: query.limit }),
    ]);
    return {
      items: rows.map((r) => toRow(r, has69bList)),
      total: counts[query.situacion],
      offset: query.offset,
      limit: query.limit,
      counts,
      listasConsultadas: consulted,
    };
  }

  /**
   * Descargar excel: authorizes first (so a refusal still answers the envelope), then hands back
   * the file name and a writer that streams every row, in keyset batches, into the response.
   */
  async function excel(actor: Actor, filter: TSatAnalysisFilter) {
    const company = await authorize(actor, filter.companyId);
    const { consulted, has69bList } = await lists();
    async function* batches(): AsyncGenerator<TSatAnalysisRow[]> {
      let after: SatAnalysisCursor | undefined;
      for (;;) {
        const rows = await repo.rows(filter.companyId, { q: filter.q, chip: filter.situacion }, { limit: batchSize, ...(after ? { after } : {}) });
        if (rows.length) yield rows.map((r) => toRow(r, has69bList));
        const last = rows.at(-1);
        if (!last || rows.length < batchSize) return;
        after = { rank: last.rank, name: last.name, id: last.id };
      }
    }
    return {
      fileName: satAnalysisXlsxName(company.rfc, isoDay(now())),
      write: (output: Writable) => writeSatAnalysisReport(batches(), consulted, output),
    };
  }

  return { page, excel };
}
export type SatAnalysisService = ReturnType<typeof createSatAnalysisService>;
