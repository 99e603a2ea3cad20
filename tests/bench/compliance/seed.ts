/**
 * Set-based seed of the compliance bench (issue 11, "Speed"): providers linked to the demo client,
 * services under the default document set and delivered documents, in a few INSERT … SELECT over
 * generate_series. One in twenty services is "heavy" (twelve full months of every periodic
 * requirement, the worst case a stage or a summary reads); the rest carry a few documents each; every
 * provider has most of its company-level expedient. All documents share one files row.
 */
import { DEFAULT_DOCUMENT_SET_ID, DEFAULT_STAGE_IDS } from '../../../src/shared/domain/compliance-defaults';
import type { Sql } from '../lists/seed';
import { benchPeriodFolder, seedBenchVault } from './seed-vault';
import { ensureLongService } from './seed-long-service';

export const DEMO_CLIENT_RFC = 'CDE150312AB5';
export const DEMO_CLIENT_EMAIL = 'admin@corporativo.demo';

export interface ComplianceSize {
  providers: number;
  services: number;
  documents: number;
}

export interface SeededIds {
  clientId: string;
  /** A heavy service (twelve months of documents) and its provider. */
  serviceId: string;
  providerId: string;
  stageId: string;
  /** A service of two years whose compliance stage holds over 300 documents (seed-long-service.ts). */
  longServiceId: string;
  /** A period folder of that service in the provider's vault (shared with the client), with its documents. */
  periodFolderId: string;
}

const lit = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (values: readonly string[], expr: string) => `(${lit(values)})[1 + ((${expr})::int % ${values.length})]`;

const NOMBRES = ['José Luis', 'María Fernanda', 'Juan Carlos', 'Ana Sofía', 'Jesús', 'Guadalupe', 'Miguel Ángel', 'Verónica', 'Ramón', 'Lucía', 'Héctor', 'Mónica', 'Óscar', 'Raúl', 'Inés'];
const APELLIDOS = ['García', 'Hernández', 'Martínez', 'López', 'Pérez', 'Sánchez', 'Ramírez', 'Cruz', 'Gómez', 'Vázquez', 'Jiménez', 'Díaz', 'Peña', 'Muñoz', 'Núñez', 'Ibáñez', 'Ordóñez', 'Castañeda', 'Treviño', 'Zúñiga', 'Yáñez', 'Montaño', 'Domínguez', 'Velázquez'];
const GIROS = ['Limpieza Integral', 'Seguridad Privada', 'Mantenimiento Industrial', 'Servicios de Comedor', 'Jardinería y Paisaje', 'Logística y Almacén', 'Servicios Técnicos', 'Fumigación y Control'];
const REGIONES = ['del Norte', 'del Bajío', 'de Occidente', 'del Sureste', 'del Pacífico', 'del Centro'];
const SERVICIOS = ['Limpieza de oficinas', 'Vigilancia de instalaciones', 'Mantenimiento de áreas verdes', 'Comedor industrial', 'Mantenimiento de equipos', 'Control de plagas'];

/** Providers, links, services and documents; returns the ids the bench calls use. */
export async function seedCompliance(db: Sql, size: ComplianceSize, log: (line: string) => void): Promise<SeededIds> {
  const client = (await db.query<{ id: string }>('select id from companies where rfc = $1', [DEMO_CLIENT_RFC])).rows[0];
  if (!client) throw new Error('No se encontró el cliente de demostración: ¿corrió el seed del servidor?');
  const reqCount = (await db.query<{ n: number }>(`select count(*)::int as n from requirements q join requirement_groups g on g.id = q.group_id join stage_templates st on st.id = g.stage_id where st.set_id = $1`, [DEFAULT_DOCUMENT_SET_ID])).rows[0]?.n ?? 0;
  if (!reqCount) throw new Error('No existe el conjunto de documentos por omisión (migración 0023)');
  const step = async (label: string, text: string, params: unknown[] = []) => {
    const started = performance.now();
    await db.query(text, params);
    log(`  ${label.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.query('select setseed(0.1111)');

  const fisica = `${pick(NOMBRES, 'n * 7')} || ' ' || ${pick(APELLIDOS, 'n * 13')} || ' ' || ${pick(APELLIDOS, 'n * 31 + 5')}`;
  const moral = `${pick(GIROS, 'n * 3')} || ' ' || ${pick(APELLIDOS, 'n * 17 + 3')} || ' ' || ${pick(REGIONES, 'n / 7')} || ' SA de CV'`;
  const letters = (count: number) => Array.from({ length: count }, (_, i) => `chr(65 + ((n / ${26 ** (count - 1 - i)}) % 26)::int)`).join(' || ');
  const rfcDate = `lpad((60 + n % 40)::text, 2, '0') || lpad((1 + n % 12)::text, 2, '0') || lpad((1 + n % 28)::text, 2, '0')`;
  await step(
    `${size.providers} proveedores y vínculos`,
    `with inserted as (
       insert into companies (name, type, rfc, city, country, sector, employees_size, email, status, invited_as, invited, generadores, created_at, updated_at)
       select case when n % 5 = 0 then upper(x.name) else x.name end, x.type,
              case when x.type = 'fisica' then 'C' || ${letters(3)} || ${rfcDate} || 'Y' || lpad((n % 100)::text, 2, '0')
                   else ${letters(3)} || ${rfcDate} || 'Y' || lpad((n % 100)::text, 2, '0') end,
              'Ciudad de México', 'México', 'Servicios de apoyo a los negocios', 5 + n % 500,
              'contacto' || n || '@cumplimiento-bench.mx', 'FREE', 'provider', true, false,
              now() - (n % 900) * interval '1 day', now() - (n % 300) * interval '1 day'
         from (select n, case when n % 3 = 0 then 'fisica' else 'moral' end as type, case when n % 3 = 0 then ${fisica} else ${moral} end as name
                 from generate_series(1, $1::int) as g(n)) x
       returning id, created_at)
     insert into company_links (client_id, provider_id, status, invited_by_company_id, answered_at, created_at)
     select $2::uuid, id, 'ACCEPTED', $2::uuid, created_at + interval '1 day', created_at from inserted`,
    [size.providers, client.id],
  );
  await db.query(`create temp table bench_providers as select row_number() over (order by rfc)::int as n, id from companies where email like '%@cumplimiento-bench.mx'`);
  await db.query(`create temp table bench_reqs as
    select row_number() over (partition by st.name ilike '%expediente%' order by st.position, g.position, q.position)::int as r,
           st.name ilike '%expediente%' as expedient, q.id, q.name, lower(q.format) as ext
      from requirements q join requirement_groups g on g.id = q.group_id join stage_templates st on st.id = g.stage_id
     where st.set_id = '${DEFAULT_DOCUMENT_SET_ID}'`);
  const counts = (await db.query<{ periodic: number; expedient: number }>(`select count(*) filter (where not expedient)::int as periodic, count(*) filter (where expedient)::int as expedient from bench_reqs`)).rows[0] ?? { periodic: 1, expedient: 1 };

  const heavy = Math.max(1, Math.round(size.services / 20));
  await step(
    `${size.services} servicios`,
    `insert into services (client_company_id, provider_company_id, set_id, name, start_date, status, created_by_company_id, answered_at, created_at)
     select $1::uuid, p.id, $2::uuid, 'Servicio bench ' || lpad(k::text, 6, '0') || ' — ' || ${pick(SERVICIOS, 'k')},
            (date_trunc('month', now()) - (case when k <= $4::int then 12 else 1 + k % 24 end) * interval '1 month')::date,
            'ACCEPTED', $1::uuid, now() - interval '400 days', now() - interval '400 days'
       from generate_series(1, $3::int) as g(k) join bench_providers p on p.n = 1 + (k - 1) % ${size.providers}`,
    [client.id, DEFAULT_DOCUMENT_SET_ID, size.services, heavy],
  );
  await db.query(`create temp table bench_services as
    select row_number() over (order by name)::int as n, id, provider_company_id as provider_id, start_date from services where name like 'Servicio bench %'`);
  await db.query('create unique index on bench_services (n)');
  const file = (await db.query<{ id: string }>(`insert into files (company_id, kind, name, mime, ext, size, sha256) values ($1, 'compliance-document', 'documento.pdf', 'application/pdf', 'pdf', 2048, 'bench') returning id`, [client.id])).rows[0]?.id;

  // Status mix: 72 % accepted, 15 % under review, 13 % rejected; 2 % deleted.
  const docColumns = 'company_id, service_id, requirement_id, year, month, file_id, name, extension, status, validation_comment, expires_on, created_at, deleted_at';
  const docValues = (provider: string, service: string, period: string, q: string) => `${provider}, ${service}, ${q}.id, extract(year from ${period})::int, extract(month from ${period})::int, $1::uuid,
      ${q}.name || ' ' || to_char(${period}, 'YYYY-MM'), ${q}.ext,
      case when rnd < 0.72 then 'ACCEPTED' when rnd < 0.87 then 'REVIEW' else 'REJECTED' end,
      case when rnd >= 0.87 then 'El documento no corresponde al periodo.' else '' end,
      case when ${q}.name = 'Registro REPSE (aviso y acuerdo)' then (now() + (rnd * 900 - 60) * interval '1 day')::date end,
      least(${period} + interval '1 month' + rnd * interval '20 days', now() - interval '1 hour'), case when rnd2 < 0.02 then now() end`;
  const heavyDocs = heavy * counts.periodic * 12;
  const companyDocs = Math.round(size.providers * counts.expedient * 0.8);
  const lightDocs = Math.max(0, size.documents - heavyDocs - companyDocs);
  await step(
    `${heavyDocs} documentos de servicios completos`,
    `insert into compliance_documents (${docColumns})
     select ${docValues('s.provider_id', 's.id', 'x.period', 'q')}
       from (select s.n, q.r, s.start_date + m * interval '1 month' as period, random() as rnd, random() as rnd2
               from bench_services s cross join generate_series(0, 11) m cross join bench_reqs q where s.n <= $2::int and not q.expedient) x
       join bench_services s on s.n = x.n join bench_reqs q on not q.expedient and q.r = x.r`,
    [file, heavy],
  );
  const light = Math.max(1, size.services - heavy);
  await step(
    `${lightDocs} documentos de otros servicios`,
    `insert into compliance_documents (${docColumns})
     select ${docValues('s.provider_id', 's.id', 'x.period', 'q')}
       from (select i, $3::int + 1 + i % $4::int as sn, 1 + (i / $4::int) % $5::int as qr, random() as rnd, random() as rnd2 from generate_series(0, $2::int - 1) as g(i)) y
       join bench_services s on s.n = y.sn join bench_reqs q on not q.expedient and q.r = y.qr
       cross join lateral (select s.start_date + ((y.i / ($4::int * $5::int)) % 12) * interval '1 month' as period) x`,
    [file, lightDocs, heavy, light, counts.periodic],
  );
  await step(
    `~${companyDocs} documentos de expediente`,
    `insert into compliance_documents (${docColumns})
     select ${docValues('p.id', 'null::uuid', 'x.period', 'q')}
       from (select p.n, q.r, date_trunc('month', now()) - interval '14 months' as period, random() as rnd, random() as rnd2, random() as keep from bench_providers p cross join bench_reqs q where q.expedient) x
       join bench_providers p on p.n = x.n join bench_reqs q on q.expedient and q.r = x.r where x.keep < 0.8`,
    [file],
  );
  await seedBenchVault(db, log, false);
  const longServiceId = await ensureLongService(db, client.id, log);
  // VACUUM too: a bulk load leaves the visibility map unset, so index-only scans would still read
  // the heap until autovacuum passes; production tables are in that vacuumed steady state.
  await step('VACUUM ANALYZE', 'vacuum analyze');
  const total = (await db.query<{ n: string }>('select count(*)::text as n from compliance_documents')).rows[0]?.n;
  const first = (await db.query<{ id: string; provider_id: string }>('select id, provider_id from bench_services where n = 1')).rows[0];
  log(`  documentos en total: ${total ?? '?'}`);
  return { clientId: client.id, serviceId: first?.id ?? '', providerId: first?.provider_id ?? '', stageId: DEFAULT_STAGE_IDS.cumplimiento, longServiceId, periodFolderId: (await benchPeriodFolder(db)) ?? '' };
}

/**
 * The ids of an already seeded database (BENCH_DB): the first bench service is a heavy one. A
 * database kept from before the vault or the long service was seeded gets them now.
 */
export async function findSeededIds(db: Sql, log: (line: string) => void): Promise<SeededIds> {
  const client = (await db.query<{ id: string }>('select id from companies where rfc = $1', [DEMO_CLIENT_RFC])).rows[0];
  const service = (await db.query<{ id: string; provider_id: string }>(`select id, provider_company_id as provider_id from services where name like 'Servicio bench %' order by name limit 1`)).rows[0];
  if (!client || !service) throw new Error('La base no tiene los datos de bench:compliance (tests/bench/keep-db.ts)');
  await seedBenchVault(db, log, true);
  const longServiceId = await ensureLongService(db, client.id, log);
  return { clientId: client.id, serviceId: service.id, providerId: service.provider_id, stageId: DEFAULT_STAGE_IDS.cumplimiento, longServiceId, periodFolderId: (await benchPeriodFolder(db)) ?? '' };
}
