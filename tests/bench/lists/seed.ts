/**
 * Bulk seed of the scaled data set, in a few big INSERT … SELECT over generate_series so that any
 * trigger on those tables fires as for real inserts. The same statements run on PostgreSQL (pg)
 * and on PGlite. `setseed` makes the data the same on every run.
 */

/** The one call both pg's Client and PGlite have in common. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface SeedSize {
  providers: number;
  generators: number;
  notifications: number;
}

export const DEMO_CLIENT_RFC = 'CDE150312AB5';
export const DEMO_CLIENT_EMAIL = 'admin@corporativo.demo';
/** The demo provider (Servicios Demo) whose clients list the bench reads, as its administrator. */
export const DEMO_PROVIDER_RFC = 'SDE180725K38';
export const DEMO_PROVIDER_EMAIL = 'admin@proveedor.demo';
/** Bench generators take the codes GEN-YYYY-001001…; the app's sequence is moved past them. */
const CODE_OFFSET = 1000;
const SEQUENCE_AFTER_SEED = 900_000;
/** Rows per INSERT … SELECT: bounded statements at scale 10 (2,000,000 generators, 1,000,000 notifications). */
const CHUNK = 250_000;
/** A number as a code's digits: six at least, more past a million (lpad alone would cut them). */
const digits = (expr: string) => `lpad((${expr})::text, greatest(6, length((${expr})::text)), '0')`;

const lit = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

const NOMBRES = ['José Luis', 'María Fernanda', 'Juan Carlos', 'Ana Sofía', 'Jesús', 'Guadalupe', 'Miguel Ángel', 'Verónica', 'Ramón', 'Lucía', 'Héctor', 'Mónica', 'Óscar', 'Begoña', 'Raúl', 'Inés'];
const APELLIDOS = [
  'García', 'Hernández', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Cruz',
  'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz',
  'Mendoza', 'Aguilar', 'Ortiz', 'Castillo', 'Peña', 'Muñoz', 'Núñez', 'Ibáñez', 'Ordóñez', 'Castañeda',
  'Treviño', 'Zúñiga', 'Yáñez', 'Montaño', 'Peñaloza', 'Salazar', 'Garza', 'Domínguez', 'Velázquez', 'Cantú',
];
const GIROS = ['Instalaciones', 'Telecomunicaciones', 'Construcciones', 'Servicios Técnicos', 'Redes y Fibra', 'Ingeniería', 'Torres y Antenas', 'Mantenimiento Industrial', 'Obras y Proyectos', 'Soluciones en Campo'];
const REGIONES = ['del Norte', 'del Bajío', 'de Occidente', 'del Sureste', 'del Pacífico', 'de la Península', 'del Centro', 'de la Huasteca'];
const SERVICIOS = ['Adecuaciones de sitio', 'Instalación de fibra óptica', 'Mantenimiento de fibra óptica', 'Enlaces de microondas', 'Mantenimiento preventivo de radio base', 'Mantenimiento correctivo de radio base', 'Obra civil de telecomunicaciones'];
const COLONIAS = ['Centro', 'Del Valle', 'Obrera', 'Industrial', 'Las Águilas', 'San José', 'Jardines del Moral', 'Lomas de Chapultepec', 'Américas', 'Santa Fe'];
const CALLES = ['Av. Juárez', 'Calle Hidalgo', 'Blvd. Adolfo López Mateos', 'Av. Insurgentes', 'Calle Morelos', 'Av. Revolución', 'Calle Niños Héroes', 'Av. Constitución'];
const REGIONES_CLIENTE = ['Occidente', 'Noreste', 'Centro', 'Sureste', 'Noroeste'];
/** City, state, latitude, longitude. */
const CIUDADES: [string, string, number, number][] = [
  ['Monterrey', 'Nuevo León', 25.6866, -100.3161], ['Guadalajara', 'Jalisco', 20.6597, -103.3496], ['Ciudad de México', 'Ciudad de México', 19.4326, -99.1332],
  ['Puebla', 'Puebla', 19.0414, -98.2063], ['Querétaro', 'Querétaro', 20.5888, -100.3899], ['León', 'Guanajuato', 21.1221, -101.6823],
  ['Mérida', 'Yucatán', 20.9674, -89.5926], ['Tijuana', 'Baja California', 32.5149, -117.0382], ['San Luis Potosí', 'San Luis Potosí', 22.1565, -100.9855],
  ['Toluca', 'Estado de México', 19.2826, -99.6557], ['Zapopan', 'Jalisco', 20.7214, -103.3918], ['Cancún', 'Quintana Roo', 21.1619, -86.8515],
  ['Hermosillo', 'Sonora', 29.0729, -110.9559], ['Chihuahua', 'Chihuahua', 28.632, -106.0691], ['Aguascalientes', 'Aguascalientes', 21.8853, -102.2916],
  ['Morelia', 'Michoacán', 19.706, -101.1949], ['Veracruz', 'Veracruz', 19.1738, -96.1342], ['Oaxaca de Juárez', 'Oaxaca', 17.0732, -96.7266],
  ['Saltillo', 'Coahuila', 25.4383, -100.9737], ['Culiacán', 'Sinaloa', 24.8091, -107.394], ['Torreón', 'Coahuila', 25.5428, -103.4068],
  ['Villahermosa', 'Tabasco', 17.9892, -92.9475], ['Tuxtla Gutiérrez', 'Chiapas', 16.7516, -93.1029], ['Durango', 'Durango', 24.0277, -104.6532],
  ['San Nicolás de los Garza', 'Nuevo León', 25.7417, -100.3022], ['Acapulco', 'Guerrero', 16.8531, -99.8237], ['Mexicali', 'Baja California', 32.6245, -115.4523],
  ['Tlaquepaque', 'Jalisco', 20.6409, -103.2933], ['Celaya', 'Guanajuato', 20.5235, -100.8157], ['Pachuca', 'Hidalgo', 20.1011, -98.7591],
];

/** Picks element `expr` (0-based, any integer) of a literal text array. */
const pick = (values: readonly string[], expr: string) => `(${lit(values)})[1 + ((${expr})::int % ${values.length})]`;

/** Drops the table's indexes that back no constraint; returns each one's name and CREATE INDEX statement. */
async function dropSecondaryIndexes(db: Sql, table: string): Promise<[string, string][]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  for (const { name } of rows) await db.query(`drop index "${name}"`);
  return rows.map((r) => [r.name, r.definition]);
}

/**
 * Runs `run` over [1, total] in chunks of CHUNK rows, each worker connection taking the next chunk:
 * the inserts are CPU-bound in one backend, so two connections use both cores. Each chunk seeds its
 * own random sequence, so the data is the same whatever worker ran it.
 */
async function inChunks(workers: readonly Sql[], total: number, run: (db: Sql, from: number, to: number) => Promise<void>) {
  let next = 1;
  await Promise.all(
    workers.map(async (db) => {
      while (next <= total) {
        const from = next;
        next += CHUNK;
        await db.query('select setseed($1)', [(from % 997) / 1000]);
        await run(db, from, Math.min(total, from + CHUNK - 1));
      }
    }),
  );
}

/**
 * Seeds providers, links, generators and notifications for the demo client; returns what it found.
 * `workers` are more connections to the same database for the big inserts (PostgreSQL; PGlite has one).
 */
export async function seedScaled(db: Sql, size: SeedSize, log: (line: string) => void, workers: readonly Sql[] = [db]) {
  const client = (await db.query<{ id: string; name: string }>('select id, name from companies where rfc = $1', [DEMO_CLIENT_RFC])).rows[0];
  const user = (await db.query<{ id: string }>('select id from users where email = $1', [DEMO_CLIENT_EMAIL])).rows[0];
  if (!client || !user) throw new Error('No se encontró el cliente o el usuario de demostración: ¿corrió el seed del servidor?');
  const step = async (label: string, text: string, params: unknown[] = [], on: Sql = db) => {
    const started = performance.now();
    await on.query(text, params);
    log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await db.query('select setseed(0.4242)');
  // Providers: two in three morales ("Construcciones Peña del Bajío SA de CV"), one in three personas
  // físicas; one in five written in capitals as on the SAT's records ("PEÑA").
  const fisica = `${pick(NOMBRES, 'n * 7')} || ' ' || ${pick(APELLIDOS, 'n * 13')} || ' ' || ${pick(APELLIDOS, 'n * 31 + 5')}`;
  const moral = `${pick(GIROS, 'n * 3')} || ' ' || ${pick(APELLIDOS, 'n * 17 + 3')} || ' ' || ${pick(REGIONES, 'n / 7')} || ' SA de CV'`;
  const letters = (count: number) => Array.from({ length: count }, (_, i) => `chr(65 + ((n / ${26 ** (count - 1 - i)}) % 26)::int)`).join(' || ');
  const rfcDate = `lpad((60 + n % 40)::text, 2, '0') || lpad((1 + n % 12)::text, 2, '0') || lpad((1 + n % 28)::text, 2, '0')`;
  await step(
    `${size.providers} proveedores`,
    `insert into companies (name, type, rfc, street, outdoor_num, colonia, cp, city, country, sector, employees_size, email, status, invited_as, invited, generadores, services_offered, legal_representatives, repses, created_at, updated_at)
     select case when n % 5 = 0 then upper(x.name) else x.name end, x.type,
            case when x.type = 'fisica' then 'B' || ${letters(3)} || ${rfcDate} || 'X' || lpad((n % 100)::text, 2, '0')
                 else ${letters(3)} || ${rfcDate} || 'X' || lpad((n % 100)::text, 2, '0') end,
            ${pick(CALLES, 'n')}, (10 + n % 3000)::text, ${pick(COLONIAS, 'n * 3')}, lpad((1000 + n * 7 % 98000)::text, 5, '0'),
            ${pick(CIUDADES.map((c) => c[0]), 'n * 11')}, 'México', 'Construcción', 3 + n % 400,
            'contacto' || n || '@proveedores-bench.mx', 'FREE', 'provider', true, true,
            array['Instalación de telecomunicaciones', ${pick(SERVICIOS, 'n')}],
            jsonb_build_array(jsonb_build_object('name', ${pick(NOMBRES, 'n * 5')}, 'apaterno', ${pick(APELLIDOS, 'n * 19')}, 'amaterno', ${pick(APELLIDOS, 'n * 23')}, 'curp', 'XEXX010101HNEXXXA4')),
            jsonb_build_array(jsonb_build_object('name', 'Instalación y mantenimiento de redes de telecomunicaciones')),
            now() - (n % 900) * interval '1 day', now() - (n % 300) * interval '1 day'
       from (select n, case when n % 3 = 0 then 'fisica' else 'moral' end as type,
                    case when n % 3 = 0 then ${fisica} else ${moral} end as name
               from generate_series(1, $1::int) as g(n)) x`,
    [size.providers],
  );
  // Plain (unlogged) tables, not temporary ones: the worker connections read them too.
  await db.query(`create unlogged table bench_providers as
    select row_number() over (order by rfc)::int as n, id, name from companies where email like '%@proveedores-bench.mx'`);
  await db.query('create unique index on bench_providers (n)');
  await db.query(`create unlogged table bench_cities (n int primary key, city text, state text, lat float8, lng float8)`);
  await db.query(`insert into bench_cities values ${CIUDADES.map((c, i) => `(${i + 1}, '${c[0]}', '${c[1]}', ${c[2]}, ${c[3]})`).join(', ')}`);
  await step(
    'vínculos y productos',
    `insert into company_links (client_id, provider_id, status, created_at) select $1::uuid, id, 'ACCEPTED', now() - (n % 700) * interval '1 day' from bench_providers`,
    [client.id],
  );
  await db.query(`insert into company_products (company_id, product) select id, 'GENERADORES' from bench_providers on conflict do nothing`);
  // The provider's side: the demo provider works for one in ten of these companies, so its clients
  // list (the same screen, from the other side) has 1,000 clients per unit of scale, with the same
  // accented, repeated names and types; two in seven of them buy the generators line.
  const provider = (await db.query<{ id: string }>('select id from companies where rfc = $1', [DEMO_PROVIDER_RFC])).rows[0];
  if (!provider) throw new Error('No se encontró el proveedor de demostración');
  await step(
    'clientes de un proveedor',
    `insert into company_links (client_id, provider_id, status, created_at) select id, $1::uuid, 'ACCEPTED', now() - (n % 500) * interval '1 day' from bench_providers where n % 10 = 0`,
    [provider.id],
  );
  await db.query(`delete from company_products where product = 'GENERADORES' and company_id in (select id from bench_providers where n % 10 = 0 and n % 7 >= 2)`);

  // A bulk load builds the table's secondary indexes once at the end (sorted, in bulk) instead of
  // row by row: the same indexes production has, ~4× faster to seed at 2,000,000 rows. The
  // constraints' own indexes (primary key, unique code) and every trigger stay throughout.
  const rebuild = await dropSecondaryIndexes(db, 'generators');
  for (const on of workers) await on.query("set maintenance_work_mem = '512MB'");
  // Generators: status mix of two years of work, ~1.5 KB of JSON per row like the wizard writes. A
  // generator's last update follows its work dates (sent, reviewed, paid a few days after the work),
  // so an older month lies deep in the list's update-date order, as in production; work still under
  // way was last updated in the last three days (not all at the seed's instant: 28,000 rows on seven
  // timestamps). A few providers
  // hold most of them (power 4: the first 10 % of providers have ~56 % of the generators).
  await inChunks(workers, size.generators, (on, from, to) =>
    step(
      `generadores ${from}–${to}`,
      `insert into generators (id, generated_code, provider_company_id, client_company_id, status, status_before_store, status_pago,
                               general, supervisor, geolocation, ont, summary, comment, total_cents, city, start_date, end_date, created_at, updated_at)
       select gen_random_uuid(),
              'GEN-' || extract(year from x.start_date)::int || '-' || ${digits(`${CODE_OFFSET} + x.n`)},
              p.id, $1::uuid, x.status,
              case when x.status = 'STORED' then 'APPROVED' end,
              case when x.status = 'PAID' then 'PAID' else 'PENDING' end,
              jsonb_build_object(
                'clientName', $2::text, 'csp', 'CSP-' || (100 + x.n % 900), 'idPlace', 'SIT-' || upper(left(c.city, 3)) || '-' || lpad((x.n % 10000)::text, 4, '0'),
                'cot', 'COT-' || (20000 + x.n % 5000), 'cuenta', '', 'serviceOfferedIdList', jsonb_build_array(x.service),
                'startDate', x.start_date::text, 'endDate', (x.start_date + x.days)::text, 'idSupplier', 'PROV-' || (400 + p.n),
                'idSap', 'SAP-' || (700000 + x.n), 'district', 'Distrito ' || (1 + x.n % 12), 'cluster', x.service,
                'city', c.city, 'state', c.state,
                'address', ${pick(CALLES, 'x.n')} || ' ' || (10 + x.n % 2500) || ', Col. ' || ${pick(COLONIAS, 'x.n * 7')} || ', ' || c.city || ', ' || c.state,
                'projectName', 'Red ' || c.state || ' ' || extract(year from x.start_date)::int,
                'area', ${pick(['Operaciones', 'Infraestructura', 'Distrito', 'Implementación'], 'x.n')},
                'assignment', ${pick(['Directa (supervisor)', 'Autorizado por compras', 'PIM', 'PM'], 'x.n * 3')},
                'businessUnit', ${pick(['Empresarial', 'Residencial'], 'x.n')}),
              case when x.status <> 'DRAFT' then jsonb_build_object(
                'name', ${pick(NOMBRES, 'x.n')}, 'lastName', ${pick(APELLIDOS, 'x.n * 3')}, 'motherLastName', ${pick(APELLIDOS, 'x.n * 7 + 1')},
                'phone', (3300000000 + x.n)::text, 'email', 'supervisor' || (x.n % 5000) || '@proveedores-bench.mx',
                'listRegions', ${pick(REGIONES_CLIENTE, 'x.n')}, 'listResponsible', 'Ana Ruiz Castañeda', 'phoneResponsible', '3331234567',
                'emailResponsible', 'ana.ruiz@corporativo.demo', 'emailManager', 'hector.salinas@corporativo.demo') end,
              case when x.status <> 'DRAFT' then jsonb_build_object(
                'date', x.start_date::text, 'address', ${pick(CALLES, 'x.n')} || ' ' || (10 + x.n % 2500) || ', ' || c.city,
                'code', 'SIT-' || lpad((x.n % 10000)::text, 4, '0'), 'name', 'Sitio ' || c.city || ' ' || (x.n % 10000),
                'coordinates', jsonb_build_object('lat', round((c.lat + (x.n % 200 - 100) / 1000.0)::numeric, 6), 'lng', round((c.lng + (x.n % 170 - 85) / 1000.0)::numeric, 6), 'accuracy', 5 + x.n % 40),
                'folioTracker', 'FT-' || extract(year from x.start_date)::int || '-' || (5000 + x.n), 'finalImageId', null) end,
              case when x.status <> 'DRAFT' then 'ONT-' || (x.n % 100000) else '' end,
              case when x.status <> 'DRAFT' then jsonb_build_object(
                'idCatalogue', null, 'totalAllSheet', to_char(x.total / 100.0, 'FM9999999990.00'), 'totalMaterials', '0.00',
                'totalServices', to_char(x.total / 100.0, 'FM9999999990.00'), 'totalMovements', '0.00',
                'summaryList', jsonb_build_array(jsonb_build_object('sheetName', 'Servicios', 'totalSheet', to_char(x.total / 100.0, 'FM9999999990.00'),
                  'summaryListData', jsonb_build_array(
                    jsonb_build_object('nsc_sku', 'SRV-' || (100 + x.n % 80), 'description', x.service || ', incluye materiales menores y traslado', 'idRow', (2 + x.n % 60)::text, 'qty', (1 + x.n % 4)::text, 'total', to_char(x.total / 200.0, 'FM9999999990.00')),
                    jsonb_build_object('nsc_sku', 'SRV-' || (200 + x.n % 80), 'description', 'Supervisión y pruebas de aceptación del sitio', 'idRow', (70 + x.n % 60)::text, 'qty', '1', 'total', to_char(x.total / 200.0, 'FM9999999990.00'))))),
                'movementsList', '[]'::jsonb) end,
              case when x.status = 'REJECTED' then 'Faltan fotografías del cierre de la obra civil.' else '' end,
              x.total, c.city, x.start_date, x.start_date + x.days,
              x.updated_at - (x.n % 30) * interval '1 day', x.updated_at
         from (select n, status, start_date, days, service, updated_at, pn, cn,
                      case when status = 'DRAFT' then 0 else 50000 + (n::bigint * 7919 % 30000000)::int end as total
                 from (select n,
                              (case when r < 0.15 then 'DRAFT' when r < 0.35 then 'REVISION' when r < 0.60 then 'APPROVED' when r < 0.68 then 'REJECTED'
                                    when r < 0.72 then 'DISABLED' when r < 0.80 then 'STORED' else 'PAID' end) as status,
                              start_date, days,
                              ${pick(SERVICIOS, 'n')} as service,
                              least(now() - random() * interval '3 days', (start_date + days)::timestamptz + random() * interval '12 days') as updated_at,
                              1 + floor(power(random(), 4) * $3::int)::int as pn,
                              1 + floor(random() * ${CIUDADES.length})::int as cn
                         from (select n, r, date '2025-01-01' + floor(random() * 690)::int as start_date, 3 + floor(random() * 28)::int as days
                                 from (select n, random() as r from generate_series($4::int, $5::int) as g(n)) s0) s) t) x
         join bench_providers p on p.n = x.pn
         join bench_cities c on c.n = x.cn`,
      [client.id, client.name, size.providers, from, to],
      on,
    ),
  );
  const pending = [...rebuild];
  await Promise.all(workers.map(async (on) => {
    for (let index = pending.shift(); index; index = pending.shift()) await step(`índice ${index[0]}`, index[1], [], on);
  }));
  await db.query(`select setval('generator_code_seq', greatest((select last_value from generator_code_seq), ${Math.max(SEQUENCE_AFTER_SEED, CODE_OFFSET + size.generators + 1)}))`);

  await inChunks(workers, size.notifications, (on, from, to) =>
    step(
      `notificaciones ${from}–${to}`,
      `insert into notifications (user_id, company_id, type, text, sub_text, action, created_at, read_at)
       select $1::uuid, $2::uuid, case when x.n % 4 = 0 then 'INVITACION' else 'GENERADOR' end,
              left(case when x.n % 4 = 0 then p.name || ' aceptó su invitación como proveedor.'
                        else p.name || ' envió el generador GEN-2026-' || ${digits(`${CODE_OFFSET} + x.n % 200000`)} || ' a revisión.' end, 90),
              case when x.n % 4 = 0 then 'Proveedores' else 'Generadores' end,
              jsonb_build_object('path', case when x.n % 4 = 0 then '/providers' else '/generators' end),
              x.created_at, case when x.n % 2 = 0 then x.created_at + interval '2 hours' end
         from (select n, now() - random() * interval '365 days' as created_at from generate_series($3::int, $4::int) as g(n)) x
         join bench_providers p on p.n = 1 + x.n % $5::int`,
      [user.id, client.id, from, to, size.providers],
      on,
    ),
  );
  await db.query('drop table bench_providers, bench_cities');
  // VACUUM too: a bulk load leaves the visibility map unset, so index-only scans would still read
  // the heap until autovacuum passes; production tables are in that vacuumed steady state.
  await step('VACUUM ANALYZE', 'vacuum analyze');
  const [stats] = (
    await db.query<{ rows: string; json: string }>(
      `select count(*)::text as rows, round(avg(coalesce(octet_length(general::text), 0) + coalesce(octet_length(supervisor::text), 0) + coalesce(octet_length(geolocation::text), 0) + coalesce(octet_length(summary::text), 0)))::text as json
         from generators where client_company_id = $1::uuid`,
      [client.id],
    )
  ).rows;
  log(`  generadores del cliente: ${stats?.rows ?? '?'}, JSON promedio por fila ${stats?.json ?? '?'} B`);
  return { clientId: client.id, userId: user.id };
}
