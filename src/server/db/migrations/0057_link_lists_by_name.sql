-- Issue 25: the providers and clients lists at 100,000 counterparts, without whole company rows.
-- 1. Pages by name read the link's own copy of the other side's name (0045) on a btree in list order,
--    so a first page or a chip reads ~20 index entries instead of joining every link to its company.
CREATE INDEX IF NOT EXISTS "company_links_providers_name_idx" ON "company_links" USING btree ("client_id","provider_name","provider_id")
  INCLUDE ("provider_type","client_active") WHERE "company_links"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_links_clients_name_idx" ON "company_links" USING btree ("provider_id","client_name","client_id")
  INCLUDE ("client_type","provider_active") WHERE "company_links"."status" <> 'REJECTED';--> statement-breakpoint

-- 2. The chips' counters (0037) also split by the generators line: a provider with the generadores
--    flag, a client with the GENERADORES product. The generators area's chips then read counters.
ALTER TABLE "company_link_counts" ADD COLUMN "generadores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_link_counts" DROP CONSTRAINT "company_link_counts_company_id_direction_type_active_pk";--> statement-breakpoint
ALTER TABLE "company_link_counts" ADD CONSTRAINT "company_link_counts_company_id_direction_type_active_generadores_pk" PRIMARY KEY ("company_id","direction","type","active","generadores");--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_link_counts_recount(ids uuid[], directions text[]) RETURNS void LANGUAGE sql AS $$
  WITH pairs AS (
    SELECT DISTINCT x.company_id, x.direction
      FROM unnest(ids, directions) AS x(company_id, direction)
      JOIN companies c ON c.id = x.company_id
  ), counted AS (
    SELECT l.client_id AS company_id, 'providers'::text AS direction, o.type, l.client_active AS active, o.generadores, count(*) AS n
      FROM company_links l JOIN companies o ON o.id = l.provider_id
     WHERE l.status <> 'REJECTED' AND l.client_id IN (SELECT company_id FROM pairs WHERE direction = 'providers')
     GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    SELECT l.provider_id, 'clients'::text, o.type, l.provider_active,
           EXISTS (SELECT 1 FROM company_products p WHERE p.company_id = o.id AND p.product = 'GENERADORES'), count(*)
      FROM company_links l JOIN companies o ON o.id = l.client_id
     WHERE l.status <> 'REJECTED' AND l.provider_id IN (SELECT company_id FROM pairs WHERE direction = 'clients')
     GROUP BY 1, 2, 3, 4, 5
  )
  INSERT INTO company_link_counts (company_id, direction, type, active, generadores, n)
  SELECT p.company_id, p.direction, k.type, k.active, k.generadores, coalesce(c.n, 0)
    FROM pairs p
   CROSS JOIN (VALUES ('fisica', true), ('fisica', false), ('moral', true), ('moral', false)) AS k0(type, active)
   CROSS JOIN LATERAL (SELECT k0.type, k0.active, g AS generadores FROM (VALUES (true), (false)) AS gs(g)) AS k
    LEFT JOIN counted c ON c.company_id = p.company_id AND c.direction = p.direction AND c.type = k.type AND c.active = k.active AND c.generadores = k.generadores
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, direction, type, active, generadores) DO UPDATE SET n = excluded.n
$$;--> statement-breakpoint

-- A provider whose generadores flag changes moves between its clients' counters.
CREATE OR REPLACE FUNCTION companies_link_counts_generadores() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_link_counts_recount(array_agg(client_id), array_agg('providers'::text))
     FROM (SELECT DISTINCT client_id FROM company_links WHERE provider_id = NEW.id) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_link_counts_generadores AFTER UPDATE OF generadores ON companies
  FOR EACH ROW WHEN (OLD.generadores IS DISTINCT FROM NEW.generadores) EXECUTE FUNCTION companies_link_counts_generadores();--> statement-breakpoint

-- A client enabling or losing the GENERADORES product moves between its providers' counters.
CREATE OR REPLACE FUNCTION company_products_link_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_link_counts_recount(array_agg(provider_id), array_agg('clients'::text))
     FROM (SELECT DISTINCT l.provider_id FROM company_links l
            WHERE l.client_id IN (SELECT company_id FROM changed_rows WHERE product = 'GENERADORES')) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_products_link_counts_insert AFTER INSERT ON company_products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_products_link_counts();--> statement-breakpoint
CREATE TRIGGER company_products_link_counts_delete AFTER DELETE ON company_products REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_products_link_counts();--> statement-breakpoint

DELETE FROM company_link_counts;--> statement-breakpoint
SELECT company_link_counts_recount(array_agg(id), array_agg(dir))
  FROM (SELECT client_id AS id, 'providers' AS dir FROM company_links UNION SELECT provider_id, 'clients' FROM company_links) x;
