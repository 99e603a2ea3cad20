import { sql, type SQL } from 'drizzle-orm';
import { REPSE_REGISTRATION_REQUIREMENT, REPSE_VALIDITY_YEARS, type DocumentStatus } from '../../../shared/domain/compliance';
import { REPSE_EXPIRING_DAYS } from '../../../shared/domain/compliance';
import { inUuids } from '../../db/any-of';
import type { Db } from '../../db/client';

/** One provider of the client with the raw facts of its risk, as the aggregate answers them. */
export interface RiskDbRow {
  id: string;
  name: string;
  rfc: string;
  status: 'PENDING' | 'ACCEPTED';
  /**
   * Per month of the window, oldest first: [expected, accepted, due, accepted of the due]; `due`
   * counts the deliveries whose due date has passed (a month's are due in the next one).
   */
  months: [number, number, number, number][] | null;
  overdue: number | null;
  rejected: number | null;
  repse: { status: DocumentStatus; expiresOn: string } | null;
  /** Accepted services with the client (under the service filter), and their contracts' worst state. */
  services: number;
  contract_missing: boolean | null;
  contract_expired: boolean | null;
  contract_expiring: boolean | null;
  payroll_cfdis: number | null;
  payroll_errors: number | null;
}

/** A worker named by a paid-payroll list, or paid by a payroll CFDI, in one service and month. */
export interface RiskWorkerRow {
  service_id: string;
  pid: string;
  name: string;
  curp: string;
  rfc: string;
  nss: string;
}

/** The board's service filter, and (when recomputing only some providers) which ones. */
export interface RiskScope {
  service?: string | undefined;
  providers?: readonly string[] | undefined;
}

/** What changed for a client since a snapshot: the providers marked by transactions it did not see (risk_marks). */
export interface RiskChanges {
  /** The snapshot this answer was read on (pg_current_snapshot), to compare with next time. */
  snapshot: string;
  /** The current SAT lists (their snapshot ids): an import changes every provider's situation at once. */
  sat: string;
  providers: string[];
}

/** The services' condition (alias s): the service name filter and the providers recomputed. */
function scopeOf(filter: RiskScope): SQL {
  const parts: SQL[] = [];
  if (filter.service) parts.push(sql`and avala_fold(s.name) = avala_fold(${filter.service})`);
  if (filter.providers) parts.push(sql`and ${inUuids(sql`s.provider_company_id`, filter.providers)}`);
  return sql.join(parts, sql` `);
}

export interface RiskWindow {
  /** First day (yyyy-mm-01) of each of the 12 months, oldest first; the last one is the period. */
  months: readonly string[];
  /** The Mexico City day (yyyy-mm-dd) deliveries are judged on. */
  today: string;
}

/**
 * The whole board of one client in ONE statement, on purpose: sorting by level and counting per
 * level need every provider's facts, and 10,000 providers answered one by one (or through each
 * owning module's per-service reads: the cards' expectedDeliveries loop, errorCountInMonth per
 * service) would take seconds. So this aggregate reads, read-only, tables other modules own —
 * services, requirements and compliance_documents (compliance), service_contracts (contracts),
 * payroll_cfdis / payroll_periods (payroll) — with grouped counts served by their indexes
 * (compliance_documents_service_idx, payroll_cfdis_validation_idx, service_contracts_service_key).
 *
 * Deliveries follow the cards' rule (shared/domain/compliance-due): a periodic requirement expects the
 * months its kind closes (monthly; even months; April/August/December; December) from the service's
 * start month to today or its end, due on `day` of the next month; a ONCE requirement expects one
 * delivery in the start month, due `day` days after the service was accepted (or its start). The
 * newest live document of the period decides; ONCE takes its best document. Everything is counted
 * over the 12 months ending with the period (a ONCE delivery when its service started in them):
 * `overdue` = due date passed and neither accepted nor under review; `rejected` = newest document
 * rejected; per month, the deliveries already due and those of them accepted (the level's share).
 * Only the documents of those 12 months are read (compliance_documents_service_idx).
 */
export function riskBoardRepository(db: Db) {
  return {
    async rows(companyId: string, filter: RiskScope, window: RiskWindow): Promise<RiskDbRow[]> {
      const first = window.months[0];
      const period = window.months.at(-1);
      if (!first || !period) throw new Error('risk board: empty window');
      const today = window.today;
      const scope = scopeOf(filter);
      const linkFilters: SQL[] = [sql`l.client_id = ${companyId}`, sql`l.status <> 'REJECTED'`];
      if (filter.providers) linkFilters.push(inUuids(sql`l.provider_id`, filter.providers));
      if (filter.service)
        linkFilters.push(
          sql`exists (select 1 from services s where s.client_company_id = ${companyId} and s.provider_company_id = l.provider_id and s.status <> 'REJECTED' ${scope})`,
        );
      const monthCells = sql.join(
        window.months.map((m) => sql`json_build_array(${sql.join(['n', 'acc', 'n_past', 'acc_past'].map((column) => sql`coalesce(sum(c.${sql.raw(column)}) filter (where c.m = ${m}::date), 0)`), sql`, `)})`),
        sql`, `,
      );
      const statement = sql`
        with svc as (
          select s.id, s.provider_company_id as pid, s.set_id, s.end_date,
                 date_trunc('month', s.start_date)::date as start_m,
                 greatest(coalesce((s.answered_at at time zone 'America/Mexico_City')::date, s.start_date), s.start_date) as once_from
          from services s
          where s.client_company_id = ${companyId} and s.status = 'ACCEPTED' ${scope}
        ),
        months as (select (${first}::date + make_interval(months => k))::date as m from generate_series(0, 11) k),
        req as (
          select st.set_id, r.id as rid, r.delivery->>'kind' as kind, (r.delivery->>'day')::int as day
          from requirements r
          join requirement_groups g on g.id = r.group_id
          join stage_templates st on st.id = g.stage_id
          where st.set_id in (select distinct set_id from svc) and lower(btrim(r.name)) <> 'generador'
        ),
        req_month as (
          select req.set_id, req.rid, months.m,
                 (months.m + interval '1 month' + make_interval(days => req.day - 1))::date < ${today}::date as past
          from req cross join months
          where months.m <= ${today}::date and case req.kind
            when 'MONTHLY' then true
            when 'BIMONTHLY' then extract(month from months.m)::int % 2 = 0
            when 'FOURMONTHLY' then extract(month from months.m)::int % 4 = 0
            when 'YEARLY' then extract(month from months.m)::int = 12
            else false end
        ),
        set_month as (
          select set_id, m, count(*)::int as n, (count(*) filter (where past))::int as n_past from req_month group by set_id, m
        ),
        docs as (
          select d.service_id, d.requirement_id, make_date(d.year, d.month, 1) as m,
                 (array_agg(d.status order by d.created_at desc, d.id desc))[1] as status
          from compliance_documents d
          where d.service_id in (select id from svc) and d.deleted_at is null
            and (d.year, d.month) >= (extract(year from ${first}::date)::int, extract(month from ${first}::date)::int)
            and (d.year, d.month) <= (extract(year from ${period}::date)::int, extract(month from ${period}::date)::int)
          group by d.service_id, d.requirement_id, d.year, d.month
        ),
        once_req as (select set_id, rid, day from req where kind = 'ONCE'),
        once_docs as (
          select docs.service_id, docs.requirement_id,
                 case when bool_or(docs.status = 'ACCEPTED') then 'ACCEPTED' when bool_or(docs.status = 'REVIEW') then 'REVIEW' else 'REJECTED' end as status
          from docs join once_req o on o.rid = docs.requirement_id
          group by docs.service_id, docs.requirement_id
        ),
        contrib as (
          select svc.pid, sm.m, sm.n, sm.n_past, 0 as acc, 0 as acc_past, 0 as settled, 0 as rej
          from svc
          join set_month sm on sm.set_id = svc.set_id and sm.m >= svc.start_m and (svc.end_date is null or sm.m <= svc.end_date)
          union all
          -- A requirement belongs to one set, so (rid, m) alone finds its expected month: no join of
          -- every service with every requirement-month.
          select svc.pid, docs.m, 0, 0,
                 (docs.status = 'ACCEPTED')::int, (docs.status = 'ACCEPTED' and rm.past)::int,
                 (docs.status <> 'REJECTED' and rm.past)::int, (docs.status = 'REJECTED')::int
          from docs
          join req_month rm on rm.rid = docs.requirement_id and rm.m = docs.m
          join svc on svc.id = docs.service_id
          where docs.m >= svc.start_m and (svc.end_date is null or docs.m <= svc.end_date)
          union all
          select svc.pid, svc.start_m, 1, ((svc.once_from + o.day) < ${today}::date)::int,
                 (od.status = 'ACCEPTED')::int,
                 (od.status = 'ACCEPTED' and (svc.once_from + o.day) < ${today}::date)::int,
                 (od.status in ('ACCEPTED', 'REVIEW') and (svc.once_from + o.day) < ${today}::date)::int,
                 (od.status = 'REJECTED')::int
          from svc
          join once_req o on o.set_id = svc.set_id
          left join once_docs od on od.service_id = svc.id and od.requirement_id = o.rid
          where svc.start_m >= ${first}::date and svc.start_m <= ${period}::date and svc.start_m <= ${today}::date
        ),
        facts as (
          select c.pid, json_build_array(${monthCells}) as months,
                 greatest(sum(c.n_past) - sum(c.settled), 0)::int as overdue, sum(c.rej)::int as rejected
          from contrib c group by c.pid
        ),
        contracts as (
          select svc.pid, count(*)::int as services,
                 bool_or(sc.id is null) as contract_missing,
                 bool_or(sc.expiration_date < ${today}::date) as contract_expired,
                 bool_or(sc.expiration_date >= ${today}::date and sc.expiration_date < ${today}::date + ${REPSE_EXPIRING_DAYS}::int) as contract_expiring
          from svc left join service_contracts sc on sc.service_id = svc.id
          group by svc.pid
        ),
        payroll as (
          select svc.pid, count(*)::int as payroll_cfdis, (count(*) filter (where pc.validation_status = 'CON_ERRORES'))::int as payroll_errors
          from payroll_cfdis pc
          join payroll_periods pp on pp.id = pc.period_id
          join svc on svc.id = pc.service_id
          where pp.end_date >= ${period}::date and pp.end_date < (${period}::date + interval '1 month')
          group by svc.pid
        ),
        repse_req as (select r.id from requirements r where r.name = ${REPSE_REGISTRATION_REQUIREMENT})
        select l.provider_id as id, l.provider_name as name, c.rfc, l.status,
               f.months, f.overdue, f.rejected, rp.repse,
               coalesce(k.services, 0) as services, k.contract_missing, k.contract_expired, k.contract_expiring,
               p.payroll_cfdis, p.payroll_errors
        from company_links l
        join companies c on c.id = l.provider_id
        left join facts f on f.pid = l.provider_id
        left join contracts k on k.pid = l.provider_id
        left join payroll p on p.pid = l.provider_id
        left join lateral (
          select json_build_object('status', d.status,
                   'expiresOn', coalesce(d.expires_on, (d.created_at + make_interval(years => ${REPSE_VALIDITY_YEARS}::int))::date)::text) as repse
          from compliance_documents d
          where d.company_id = l.provider_id and d.deleted_at is null and d.requirement_id in (select id from repse_req)
          order by d.created_at desc, d.id desc limit 1
        ) rp on true
        where ${sql.join(linkFilters, sql` and `)}`;
      // The 12 months' documents of a large client (600,000 at the bench's size) are grouped in one
      // sort: with the default 4 MB it spills to disk; 64 MB for this statement only (SET LOCAL).
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        const result = (await tx.execute(statement)) as unknown as { rows: RiskDbRow[] };
        return result.rows;
      });
    },

    /**
     * The workers of the month's paid-payroll lists (payroll-lists) of the client's accepted
     * services under the filter, and the month's CFDIs (FechaFinalPago in it) of those same services
     * only: the board matches them per service as the workforce summary does (matchWorkforce).
     */
    async workforce(companyId: string, filter: RiskScope, month: { year: number; month: number }): Promise<{ listed: RiskWorkerRow[]; paid: RiskWorkerRow[] }> {
      const scope = scopeOf(filter);
      const from = `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}-01`;
      const listed = (await db.execute(sql`
        select lr.service_id, s.provider_company_id as pid, lr.name, lr.curp, lr.rfc, lr.nss
        from services s join payroll_list_rows lr on lr.service_id = s.id and lr.year = ${month.year} and lr.month = ${month.month}
        where s.client_company_id = ${companyId} and s.status = 'ACCEPTED' ${scope}`)) as unknown as { rows: RiskWorkerRow[] };
      if (!listed.rows.length) return { listed: [], paid: [] };
      const paid = (await db.execute(sql`
        select pc.service_id, s.provider_company_id as pid, pc.full_name as name, pc.curp, pc.employee_rfc as rfc, pc.nss
        from services s
        join payroll_cfdis pc on pc.service_id = s.id
        join payroll_periods pp on pp.id = pc.period_id and pp.service_id = s.id
        where s.client_company_id = ${companyId} and s.status = 'ACCEPTED' ${scope}
          and exists (select 1 from payroll_list_rows lr where lr.service_id = s.id and lr.year = ${month.year} and lr.month = ${month.month})
          and pp.end_date >= ${from}::date and pp.end_date < (${from}::date + interval '1 month')`)) as unknown as { rows: RiskWorkerRow[] };
      return { listed: listed.rows, paid: paid.rows };
    },

    /**
     * The providers of the client marked by transactions `since` did not see (none asked: only the
     * snapshot), read on one snapshot with the SAT lists' version. Marks whose transaction ended
     * before the snapshot's xmin were all visible to it: the range starts there (the primary key).
     */
    async changes(companyId: string, since: string | undefined): Promise<RiskChanges> {
      const marks = since
        ? sql`(select coalesce(json_agg(distinct m.provider_id), '[]'::json) from risk_marks m
                where m.client_id = ${companyId} and m.xact >= pg_snapshot_xmin(${since}::pg_snapshot)
                  and not pg_visible_in_snapshot(m.xact, ${since}::pg_snapshot))`
        : sql`'[]'::json`;
      const result = (await db.execute(sql`
        select pg_current_snapshot()::text as snapshot,
               (select coalesce(string_agg(c.snapshot_id::text, ',' order by c.kind, c.list), '') from sat_list_current c) as sat,
               ${marks} as providers`)) as unknown as { rows: { snapshot: string; sat: string; providers: string[] | string }[] };
      const row = result.rows[0];
      if (!row) throw new Error('risk board: no snapshot');
      return { snapshot: row.snapshot, sat: row.sat, providers: typeof row.providers === 'string' ? (JSON.parse(row.providers) as string[]) : row.providers };
    },

    /** Marks older than two days: no kept board is older than one (a new day recomputes it whole). */
    async pruneMarks(): Promise<void> {
      await db.execute(sql`delete from risk_marks where created_at < now() - interval '2 days'`);
    },

    /**
     * The company's providers (the board's "configured" test), whatever the filters: the sum of the
     * providers list's chip counts (company_link_counts, kept by triggers: links not rejected).
     */
    async providerCount(companyId: string): Promise<number> {
      const result = (await db.execute(
        sql`select coalesce(sum(n), 0)::int as n from company_link_counts where company_id = ${companyId} and direction = 'providers'`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
    },

    /**
     * The names of the client's services (not rejected), for the service filter: the `limit` most
     * used (names repeat across providers: 'Limpieza de oficinas'), alphabetically; with `providers`,
     * only theirs (a patch adds them to the list it has: folding 50,000 names takes ~0.8 s).
     */
    async serviceNames(companyId: string, limit: number, providers?: readonly string[]): Promise<string[]> {
      const only = providers ? sql`and ${inUuids(sql`s.provider_company_id`, providers)}` : sql``;
      const result = (await db.execute(
        sql`select min(s.name) as name from services s where s.client_company_id = ${companyId} and s.status <> 'REJECTED' ${only}
            group by avala_fold(s.name) order by count(*) desc, avala_fold(min(s.name)) limit ${limit}`,
      )) as unknown as { rows: { name: string }[] };
      return result.rows.map((r) => r.name);
    },
  };
}
export type RiskBoardRepository = ReturnType<typeof riskBoardRepository>;
