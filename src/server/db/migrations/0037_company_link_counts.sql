CREATE TABLE "company_link_counts" (
	"company_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_link_counts_company_id_direction_type_active_pk" PRIMARY KEY("company_id","direction","type","active")
);
--> statement-breakpoint
ALTER TABLE "company_link_counts" ADD CONSTRAINT "company_link_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 9/11: the chips' counts (Todos / Personas Físicas / Personas Morales) of a company with
-- thousands of counterparts, without joining every link to its company on each first page. The
-- table is kept by triggers, so bulk SQL and every module's writes keep it true.
--
-- Recounts (company, direction) pairs from scratch: always four rows per pair (fisica/moral × the
-- company's own active flag), zeros included, written by upsert. Two transactions recounting the same
-- pair therefore never leave a stale key: the later upsert writes a count taken after the earlier
-- commit. Pairs of companies already deleted are skipped (their rows go with the FK cascade).
CREATE OR REPLACE FUNCTION company_link_counts_recount(ids uuid[], directions text[]) RETURNS void LANGUAGE sql AS $$
  WITH pairs AS (
    SELECT DISTINCT x.company_id, x.direction
      FROM unnest(ids, directions) AS x(company_id, direction)
      JOIN companies c ON c.id = x.company_id
  ), counted AS (
    SELECT l.client_id AS company_id, 'providers'::text AS direction, o.type, l.client_active AS active, count(*) AS n
      FROM company_links l JOIN companies o ON o.id = l.provider_id
     WHERE l.status <> 'REJECTED' AND l.client_id IN (SELECT company_id FROM pairs WHERE direction = 'providers')
     GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT l.provider_id, 'clients'::text, o.type, l.provider_active, count(*)
      FROM company_links l JOIN companies o ON o.id = l.client_id
     WHERE l.status <> 'REJECTED' AND l.provider_id IN (SELECT company_id FROM pairs WHERE direction = 'clients')
     GROUP BY 1, 2, 3, 4
  )
  INSERT INTO company_link_counts (company_id, direction, type, active, n)
  SELECT p.company_id, p.direction, k.type, k.active, coalesce(c.n, 0)
    FROM pairs p
   CROSS JOIN (VALUES ('fisica', true), ('fisica', false), ('moral', true), ('moral', false)) AS k(type, active)
    LEFT JOIN counted c ON c.company_id = p.company_id AND c.direction = p.direction AND c.type = k.type AND c.active = k.active
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, direction, type, active) DO UPDATE SET n = excluded.n
$$;--> statement-breakpoint

-- Any insert, update or delete of links: both companies of each changed link are recounted.
CREATE OR REPLACE FUNCTION company_link_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_link_counts_recount(array_agg(id), array_agg(dir))
       FROM (SELECT client_id AS id, 'providers' AS dir FROM new_rows UNION SELECT provider_id, 'clients' FROM new_rows) x;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM company_link_counts_recount(array_agg(id), array_agg(dir))
       FROM (SELECT client_id AS id, 'providers' AS dir FROM new_rows UNION SELECT provider_id, 'clients' FROM new_rows
             UNION SELECT client_id, 'providers' FROM old_rows UNION SELECT provider_id, 'clients' FROM old_rows) x;
  ELSE
    PERFORM company_link_counts_recount(array_agg(id), array_agg(dir))
       FROM (SELECT client_id AS id, 'providers' AS dir FROM old_rows UNION SELECT provider_id, 'clients' FROM old_rows) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A company whose type changes (e.g. a TEMP company completing its registration) moves between chips
-- in the lists of every company linked to it.
CREATE OR REPLACE FUNCTION companies_link_counts_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_link_counts_recount(array_agg(id), array_agg(dir))
     FROM (SELECT client_id AS id, 'providers' AS dir FROM company_links WHERE provider_id = NEW.id
           UNION SELECT provider_id, 'clients' FROM company_links WHERE client_id = NEW.id) x;
  RETURN NULL;
END $$;--> statement-breakpoint

SELECT company_link_counts_recount(array_agg(id), array_agg(dir))
  FROM (SELECT client_id AS id, 'providers' AS dir FROM company_links UNION SELECT provider_id, 'clients' FROM company_links) x;--> statement-breakpoint

CREATE TRIGGER company_link_counts_insert AFTER INSERT ON company_links REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_link_counts_apply();--> statement-breakpoint
CREATE TRIGGER company_link_counts_update AFTER UPDATE ON company_links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_link_counts_apply();--> statement-breakpoint
CREATE TRIGGER company_link_counts_delete AFTER DELETE ON company_links REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_link_counts_apply();--> statement-breakpoint
CREATE TRIGGER companies_link_counts_type AFTER UPDATE OF type ON companies
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION companies_link_counts_type();
