-- Issue 25: the providers and clients lists at 100,000 counterparts, without whole company rows.
-- 1. Each link also carries whether the other side is in the generators line (0045 already copies
--    its name, type and search text): a provider's generadores flag, a client's GENERADORES product.
--    The generators area's lists and searches then filter on the link alone; joining companies to
--    check the flag made the planner hash all 100,000 of them for one search.
ALTER TABLE "company_links" ADD COLUMN "provider_generadores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "client_generadores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION avala_company_links_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p companies%ROWTYPE;
  c companies%ROWTYPE;
BEGIN
  SELECT * INTO p FROM companies WHERE id = NEW.provider_id;
  SELECT * INTO c FROM companies WHERE id = NEW.client_id;
  NEW.provider_name := coalesce(p.name, '');
  NEW.provider_type := p.type;
  NEW.provider_search := concat_ws(' ', p.search_folded, avala_fold(NEW.client_ref));
  NEW.provider_generadores := coalesce(p.generadores, false);
  NEW.client_name := coalesce(c.name, '');
  NEW.client_type := c.type;
  NEW.client_search := concat_ws(' ', c.search_folded, avala_fold(NEW.provider_ref));
  NEW.client_generadores := EXISTS (SELECT 1 FROM company_products WHERE company_id = NEW.client_id AND product = 'GENERADORES');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION avala_companies_generadores_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_links SET provider_generadores = NEW.generadores WHERE provider_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_generadores_to_links AFTER UPDATE OF generadores ON companies
  FOR EACH ROW WHEN (OLD.generadores IS DISTINCT FROM NEW.generadores) EXECUTE FUNCTION avala_companies_generadores_to_links();--> statement-breakpoint
CREATE OR REPLACE FUNCTION avala_company_products_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_links l SET client_generadores = EXISTS (SELECT 1 FROM company_products p WHERE p.company_id = l.client_id AND p.product = 'GENERADORES')
   WHERE l.client_id IN (SELECT company_id FROM changed_rows WHERE product = 'GENERADORES');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_products_insert_to_links AFTER INSERT ON company_products REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION avala_company_products_to_links();--> statement-breakpoint
CREATE TRIGGER company_products_delete_to_links AFTER DELETE ON company_products REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION avala_company_products_to_links();--> statement-breakpoint

-- 2. Pages by name read the link's own copy of the other side's name on a btree in list order, so a
--    first page or a chip reads ~20 index entries instead of joining every link to its company.
CREATE INDEX IF NOT EXISTS "company_links_providers_name_idx" ON "company_links" USING btree ("client_id","provider_name","provider_id")
  INCLUDE ("provider_type","client_active","provider_generadores") WHERE "company_links"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_links_clients_name_idx" ON "company_links" USING btree ("provider_id","client_name","client_id")
  INCLUDE ("client_type","provider_active","client_generadores") WHERE "company_links"."status" <> 'REJECTED';--> statement-breakpoint

-- 3. The chips' counters (0037) also split by that flag; the updates above recount them through the
--    links' own update trigger.
ALTER TABLE "company_link_counts" ADD COLUMN "generadores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_link_counts" DROP CONSTRAINT "company_link_counts_company_id_direction_type_active_pk";--> statement-breakpoint
ALTER TABLE "company_link_counts" ADD CONSTRAINT "company_link_counts_company_id_direction_type_active_generadores_pk" PRIMARY KEY ("company_id","direction","type","active","generadores");--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_link_counts_recount(ids uuid[], directions text[]) RETURNS void LANGUAGE sql AS $$
  WITH pairs AS (
    SELECT DISTINCT x.company_id, x.direction
      FROM unnest(ids, directions) AS x(company_id, direction)
      JOIN companies c ON c.id = x.company_id
  ), counted AS (
    SELECT l.client_id AS company_id, 'providers'::text AS direction, o.type, l.client_active AS active, l.provider_generadores AS generadores, count(*) AS n
      FROM company_links l JOIN companies o ON o.id = l.provider_id
     WHERE l.status <> 'REJECTED' AND l.client_id IN (SELECT company_id FROM pairs WHERE direction = 'providers')
     GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    SELECT l.provider_id, 'clients'::text, o.type, l.provider_active, l.client_generadores, count(*)
      FROM company_links l JOIN companies o ON o.id = l.client_id
     WHERE l.status <> 'REJECTED' AND l.provider_id IN (SELECT company_id FROM pairs WHERE direction = 'clients')
     GROUP BY 1, 2, 3, 4, 5
  )
  INSERT INTO company_link_counts (company_id, direction, type, active, generadores, n)
  SELECT p.company_id, p.direction, k.type, k.active, k.generadores, coalesce(c.n, 0)
    FROM pairs p
   CROSS JOIN (VALUES ('fisica', true), ('fisica', false), ('moral', true), ('moral', false)) AS t(type, active)
   CROSS JOIN LATERAL (SELECT t.type, t.active, g.generadores FROM (VALUES (true), (false)) AS g(generadores)) AS k
    LEFT JOIN counted c ON c.company_id = p.company_id AND c.direction = p.direction AND c.type = k.type AND c.active = k.active AND c.generadores = k.generadores
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, direction, type, active, generadores) DO UPDATE SET n = excluded.n
$$;--> statement-breakpoint

-- Existing links: their flags (the links' update trigger recounts every pair as it goes).
DELETE FROM company_link_counts;--> statement-breakpoint
UPDATE company_links l SET
  provider_generadores = p.generadores,
  client_generadores = EXISTS (SELECT 1 FROM company_products x WHERE x.company_id = l.client_id AND x.product = 'GENERADORES')
FROM companies p
WHERE p.id = l.provider_id;--> statement-breakpoint
SELECT company_link_counts_recount(array_agg(id), array_agg(dir))
  FROM (SELECT client_id AS id, 'providers' AS dir FROM company_links UNION SELECT provider_id, 'clients' FROM company_links) x;
