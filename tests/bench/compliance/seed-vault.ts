/**
 * The vault of the compliance bench (issue 25, vault screens): what service filing leaves in the
 * providers' vaults, shared with the client. Every bench service gets its deliveries folder
 * ({servicio}, shared), every provider its Contratos folder, every other service a contract folder
 * there (Contratos › {servicio}, shared): 1.5 shared folders per service, 750,000 at scale 10. The
 * first (heavy) service also gets Cumplimiento/{año-mes} with a vault copy of each of its documents,
 * the folder a client opens from «Compartidos conmigo». Set-based, as the rest of the seed.
 */
import type { Sql } from '../lists/seed';

/** The period folder of the first bench service with the most documents. */
export async function benchPeriodFolder(db: Sql): Promise<string | undefined> {
  const row = await db.query<{ id: string }>(
    `select f.id from vault_folders f join vault_documents d on d.folder_id = f.id and d.company_id = f.company_id and d.deleted_at is null
      where f.kind = 'PERIOD' and f.service_id = (select id from services where name like 'Servicio bench %' order by name limit 1)
      group by f.id order by count(*) desc, f.id limit 1`,
  );
  return row.rows[0]?.id;
}

/**
 * Seeds the vault once (a kept database seeded before it existed gets it on the next run). `vacuum`:
 * VACUUM ANALYZE the vault's tables after (a fresh seed vacuums every table next, once).
 */
export async function seedBenchVault(db: Sql, log: (line: string) => void, vacuum: boolean): Promise<void> {
  if (await benchPeriodFolder(db)) return;
  const step = async (label: string, text: string) => {
    const started = performance.now();
    await db.query(text);
    log(`  ${label.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    'bóveda: carpetas de entregas',
    `insert into vault_folders (company_id, name, kind, service_id, shared_with_company_id, created_at)
     select s.provider_company_id, s.name, 'SERVICE', s.id, s.client_company_id, s.created_at from services s where s.name like 'Servicio bench %'`,
  );
  await step(
    'bóveda: carpetas Contratos',
    `insert into vault_folders (company_id, name, kind)
     select distinct s.provider_company_id, 'Contratos', 'CONTRATOS' from services s where s.name like 'Servicio bench %'
     on conflict do nothing`,
  );
  // Without statistics on the rows just loaded the planner joins the next two by nested loops (hours at scale 10).
  await step('bóveda: ANALYZE', 'analyze services, vault_folders, compliance_documents');
  await step(
    'bóveda: carpetas de contratos',
    `insert into vault_folders (company_id, parent_id, name, kind, service_id, shared_with_company_id, created_at)
     select s.provider_company_id, c.id, s.name, 'SERVICE', s.id, s.client_company_id, s.created_at
       from services s join vault_folders c on c.company_id = s.provider_company_id and c.parent_id is null and c.kind = 'CONTRATOS'
      where s.name like 'Servicio bench %' and right(split_part(s.name, ' — ', 1), 1) in ('0', '2', '4', '6', '8')`,
  );
  await step(
    'bóveda: periodos del primer servicio',
    `with first as (select id, name, provider_company_id as pid, client_company_id as cid from services where name like 'Servicio bench %' order by name limit 1),
     stage as (
       insert into vault_folders (company_id, parent_id, name, kind, service_id, shared_with_company_id)
       select first.pid, f.id, 'Cumplimiento', 'STAGE', first.id, first.cid from first join vault_folders f on f.service_id = first.id and f.parent_id is null and f.kind = 'SERVICE'
       returning id, company_id, service_id, shared_with_company_id),
     periods as (
       insert into vault_folders (company_id, parent_id, name, kind, service_id, shared_with_company_id)
       select distinct stage.company_id, stage.id, d.year || '-' || lpad(d.month::text, 2, '0'), 'PERIOD', stage.service_id, stage.shared_with_company_id
         from stage join compliance_documents d on d.service_id = stage.service_id and d.deleted_at is null
       returning id, company_id, service_id, name)
     insert into vault_documents (company_id, folder_id, file_id, name, source, source_id, created_at)
     select periods.company_id, periods.id, d.file_id, d.name || '.' || d.extension, 'COMPLIANCE', d.id, d.created_at
       from periods join compliance_documents d on d.service_id = periods.service_id and d.deleted_at is null
        and d.year || '-' || lpad(d.month::text, 2, '0') = periods.name`,
  );
  if (vacuum) await step('bóveda: VACUUM ANALYZE', 'vacuum analyze vault_folders, vault_documents');
}
