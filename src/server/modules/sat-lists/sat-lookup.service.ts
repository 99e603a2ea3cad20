import { SAT_DETAIL_FIELDS, ZLookupRfc, type TConsultedList, type TSatDetailRecord, type TSatLookupHistory, type TSatLookupInfo } from '../../../shared/contracts/sat-lookup.contract';
import type { Sat69ListName } from '../../../shared/domain/sat-lists';
import { CAMPOS_REGISTRO_SAT, MENSAJES_CONSULTA_SAT as M, PANTALLA_CONSULTA_SAT as P, SAT_69B_SITUATION_LABELS, SAT_69_LIST_LABELS } from '../../../shared/labels/sat-lists';
import { formatDate, formatDateTime, formatIsoDayOrNull } from '../../../shared/mx/dates';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { renderTextDocument } from '../../pdf/text-document';
import { accessibleCompanies } from '../companies/company-access';
import { satLookupRepository, type Sat69EntryRow, type Sat69bEntryRow } from './sat-lookup.repository';

const NONE = '---';
/** ISO date (yyyy-mm-dd) → dd/mm/aaaa; '---' when the list has none. */
const dmy = (iso: string | null | undefined) => formatIsoDayOrNull(iso) ?? NONE;
const text = (value: string | null | undefined) => (value?.trim() ? value : NONE);
const listLabel = (list: string) => (list === '69b' ? M.listado69b : M.articulo69(SAT_69_LIST_LABELS[list as Sat69ListName] ?? list));

const from69b = (e: Sat69bEntryRow): TSatDetailRecord => ({
  nombreContribuyente: text(e.nombreContribuyente),
  rfc: e.rfc,
  situacionContribuyente: SAT_69B_SITUATION_LABELS[e.situacionContribuyente],
  nofPresuncionSAT: text(e.nofPresuncionSAT),
  satPresuntos: dmy(e.satPresuntos),
  dofPresuntos: dmy(e.dofPresuntos),
  satDesvirtuados: dmy(e.satDesvirtuados),
  nofGlobalDesvirtuaronSAT: text(e.nofGlobalDesvirtuaronSAT),
  dofdesvirtuados: dmy(e.dofdesvirtuados),
  nofGlobalDefinitivosSAT: text(e.nofGlobalDefinitivosSAT),
  satDefinitivos: dmy(e.satDefinitivos),
  dofDefinitivos: dmy(e.dofDefinitivos),
  nofSentenciaFavorableSAT: text(e.nofSentenciaFavorableSAT),
  satSentenciaFavorable: dmy(e.satSentenciaFavorable),
  dofSentenciaFavorable: dmy(e.dofSentenciaFavorable),
});

/**
 * An article 69 hit in the §3 record: the list names the situation ('Artículo 69: Firmes'); the 69
 * files carry no oficios nor the 69-B stages, so every stage field is '---' (their publication
 * dates are the snapshot's, shown under "Listas consultadas").
 */
const from69 = (e: Sat69EntryRow): TSatDetailRecord => ({
  ...(Object.fromEntries(SAT_DETAIL_FIELDS.map((field) => [field, NONE])) as TSatDetailRecord),
  nombreContribuyente: text(e.razonSocial),
  rfc: e.rfc,
  situacionContribuyente: listLabel(e.list),
});

const consulted = (snapshots: { list: string; publishedAt: string | null }[]): TConsultedList[] =>
  snapshots.map((s) => ({ list: s.list, label: listLabel(s.list), publishedAt: dmy(s.publishedAt) }));

/** The Mexico City day as yyyy-mm-dd, for the PDF's file name. */
const isoDay = (at: Date) => formatDate(at).split('/').toReversed().join('-');

export function createSatLookupService(deps: { db: Db; now?: () => Date }) {
  const repo = satLookupRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function companyOf(actor: Actor) {
    const mine = await accessibleCompanies(deps.db, actor.userId);
    const chosen = actor.requestedCompanyId ? mine.find((a) => a.company.id === actor.requestedCompanyId) : mine[0];
    if (!chosen) throw new AppError('FORBIDDEN');
    return chosen.company.id;
  }

  function parseRfc(raw: string) {
    const parsed = ZLookupRfc.safeParse(raw);
    if (!parsed.success) throw new AppError('VALIDATION', { message: M.formatoInvalido, fields: { rfc: M.formatoInvalido } });
    return parsed.data;
  }

  /** Looks the RFC up in every current snapshot and keeps the lookup in the company's history. */
  async function lookup(actor: Actor, raw: string): Promise<{ records: TSatDetailRecord[]; info: TSatLookupInfo }> {
    const rfc = parseRfc(raw);
    const companyId = await companyOf(actor);
    const snapshots = await repo.currentSnapshots();
    const ids = (kind: string) => snapshots.filter((s) => s.kind === kind).map((s) => s.id);
    const records = [...(await repo.entries69b(rfc, ids('69B'))).map(from69b), ...(await repo.entries69(rfc, ids('69'))).map(from69)];
    const at = now();
    await repo.record({ companyId, userId: actor.userId, rfc, found: records.length > 0, snapshotIds: snapshots.map((s) => s.id), createdAt: at });
    return { records, info: { rfc, listasConsultadas: consulted(snapshots), consultadoEl: formatDateTime(at) } };
  }

  /** The PDF runs its own lookup (kept in the history too), so it states the moment it was made. */
  async function pdf(actor: Actor, raw: string) {
    const { records, info } = await lookup(actor, raw);
    const result = records.length
      ? records.map((record, i) => ({ heading: `${P.resultado} · ${P.registro(i + 1)}`, paragraphs: SAT_DETAIL_FIELDS.map((field) => `${CAMPOS_REGISTRO_SAT[field]}: ${record[field]}`) }))
      : [{ heading: P.resultado, paragraphs: [P.noAparece(info.rfc)] }];
    const lists = info.listasConsultadas.map((l) => P.publicadaEl(l.label, l.publishedAt));
    const bytes = await renderTextDocument({
      title: P.tituloPdf,
      subtitle: `${P.rfc}: ${info.rfc} · ${P.consultadoEl(info.consultadoEl)}`,
      sections: [...result, { heading: P.listasConsultadas, paragraphs: lists.length ? lists : [NONE] }],
    });
    return { bytes, rfc: info.rfc, day: isoDay(now()) };
  }

  async function history(actor: Actor, page: number, pageSize: number): Promise<TSatLookupHistory> {
    const companyId = await companyOf(actor);
    const { items, total } = await repo.history(companyId, page, pageSize);
    return { items: items.map((i) => ({ ...i, userName: i.userName ?? NONE, createdAt: i.createdAt.toISOString() })), total, page, pageSize };
  }

  /** The lists a lookup reads now and their publication dates (the web's client reads only `respuesta`). */
  async function currentLists(actor: Actor): Promise<TConsultedList[]> {
    await companyOf(actor);
    return consulted(await repo.currentSnapshots());
  }

  return { lookup, pdf, history, currentLists };
}
export type SatLookupService = ReturnType<typeof createSatLookupService>;
