/**
 * Issue 25's "a service stage with 300 documents": one service of long standing, two years of
 * every periodic requirement of the compliance stage (13 × 24 = 312 documents, one in ten periods
 * rejected and delivered again), for the first bench provider. Made once: a database kept from
 * before it (BENCH_DB) gets it on its next run.
 */
import { DEFAULT_STAGE_IDS } from '../../../src/shared/domain/compliance-defaults';
import type { Sql } from '../lists/seed';

export const LONG_SERVICE_NAME = 'Servicio bench de largo plazo — 300 documentos';
const MONTHS = 24;

/** The long service's id, created with its documents when missing. */
export async function ensureLongService(db: Sql, clientId: string, log: (line: string) => void): Promise<string> {
  const found = (await db.query<{ id: string }>('select id from services where client_company_id = $1 and name = $2', [clientId, LONG_SERVICE_NAME])).rows[0];
  if (found) return found.id;
  const started = performance.now();
  const model = (await db.query<{ provider_id: string; set_id: string; file_id: string }>(
    `select s.provider_company_id as provider_id, s.set_id, d.file_id from services s join compliance_documents d on d.service_id = s.id
      where s.client_company_id = $1 and s.name like 'Servicio bench %' order by s.name limit 1`,
    [clientId],
  )).rows[0];
  if (!model) throw new Error('La base no tiene servicios de bench:compliance');
  const service = (await db.query<{ id: string }>(
    `insert into services (client_company_id, provider_company_id, set_id, name, start_date, status, created_by_company_id, answered_at, created_at)
     values ($1, $2, $3, $4, (date_trunc('month', now()) - interval '${MONTHS} months')::date, 'ACCEPTED', $1, now() - interval '${MONTHS + 1} months', now() - interval '${MONTHS + 1} months')
     returning id`,
    [clientId, model.provider_id, model.set_id, LONG_SERVICE_NAME],
  )).rows[0];
  if (!service) throw new Error('No se pudo crear el servicio de largo plazo');
  // Every period accepted, but one in ten rejected first and delivered again a week later.
  const { rows } = await db.query<{ n: number }>(
    `with periods as (
       select q.id as rid, q.name, lower(q.format) as ext, (date_trunc('month', now()) - (m + 1) * interval '1 month') as period, (m * 7 + q.position) % 10 = 0 as redone
         from requirements q join requirement_groups g on g.id = q.group_id cross join generate_series(0, ${MONTHS - 1}) m
        where g.stage_id = $4 and coalesce(q.delivery->>'kind', '') <> 'ONCE'),
     versions as (
       select p.*, false as rejected from periods p
       union all select p.*, true from periods p where p.redone)
     insert into compliance_documents (company_id, service_id, requirement_id, year, month, file_id, name, extension, status, validation_comment, created_at)
     select $1, $2, v.rid, extract(year from v.period)::int, extract(month from v.period)::int, $3, v.name || ' ' || to_char(v.period, 'YYYY-MM'), v.ext,
            case when v.rejected then 'REJECTED' else 'ACCEPTED' end, case when v.rejected then 'El documento no corresponde al periodo.' else '' end,
            v.period + interval '1 month' + case when v.rejected then interval '3 days' else interval '10 days' end
       from versions v
     returning 1 as n`,
    [model.provider_id, service.id, model.file_id, DEFAULT_STAGE_IDS.cumplimiento],
  );
  log(`  servicio de largo plazo: ${rows.length} documentos en la etapa de cumplimiento (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return service.id;
}
