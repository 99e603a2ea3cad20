-- Keeps generators.search_text and generator_counts (migration 0018) true without the app's help:
-- every insert, update and delete goes through these triggers, including bulk SQL.

-- The folded text the list's search box and text filters match: one field per line, always five lines
-- (code, city, provider name, start and end date as dd-mm-yyyy) so split_part() finds each field.
CREATE OR REPLACE FUNCTION generator_search_text(code text, city text, provider_name text, start_date date, end_date date) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT avala_fold(concat_ws(E'\n', coalesce(code, ''), coalesce(city, ''), coalesce(provider_name, ''), coalesce(to_char(start_date, 'DD-MM-YYYY'), ''), coalesce(to_char(end_date, 'DD-MM-YYYY'), ''))) $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION generators_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := generator_search_text(NEW.generated_code, NEW.city, (SELECT name FROM companies WHERE id = NEW.provider_company_id), NEW.start_date, NEW.end_date);
  RETURN NEW;
END $$;--> statement-breakpoint

-- A renamed provider is found by its new name.
CREATE OR REPLACE FUNCTION companies_refresh_generator_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE generators SET search_text = generator_search_text(generated_code, city, NEW.name, start_date, end_date) WHERE provider_company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Counter deltas per (company, side, status), one upsert per group and statement, in key order. A draft
-- is its provider's until sent, archived or not: on the client side an archived draft counts as DRAFT.
CREATE OR REPLACE FUNCTION generator_client_status(status text, status_before_store text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN status = 'STORED' AND status_before_store = 'DRAFT' THEN 'DRAFT' ELSE status END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION generator_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO generator_counts (company_id, side, status, n)
    SELECT company_id, side, status, sum(delta) FROM (
      SELECT client_company_id AS company_id, 'client' AS side, generator_client_status(status, status_before_store) AS status, 1 AS delta FROM new_rows
      UNION ALL SELECT provider_company_id, 'provider', status, 1 FROM new_rows
    ) d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, side, status) DO UPDATE SET n = generator_counts.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO generator_counts (company_id, side, status, n)
    SELECT company_id, side, status, sum(delta) FROM (
      SELECT client_company_id AS company_id, 'client' AS side, generator_client_status(status, status_before_store) AS status, 1 AS delta FROM new_rows
      UNION ALL SELECT provider_company_id, 'provider', status, 1 FROM new_rows
      UNION ALL SELECT client_company_id, 'client', generator_client_status(status, status_before_store), -1 FROM old_rows
      UNION ALL SELECT provider_company_id, 'provider', status, -1 FROM old_rows
    ) d GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, side, status) DO UPDATE SET n = generator_counts.n + excluded.n;
  ELSE
    INSERT INTO generator_counts (company_id, side, status, n)
    SELECT company_id, side, status, sum(delta) FROM (
      SELECT client_company_id AS company_id, 'client' AS side, generator_client_status(status, status_before_store) AS status, -1 AS delta FROM old_rows
      UNION ALL SELECT provider_company_id, 'provider', status, -1 FROM old_rows
    ) d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, side, status) DO UPDATE SET n = generator_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

UPDATE generators g SET search_text = generator_search_text(g.generated_code, g.city, c.name, g.start_date, g.end_date) FROM companies c WHERE c.id = g.provider_company_id;--> statement-breakpoint
INSERT INTO generator_counts (company_id, side, status, n)
SELECT company_id, side, status, count(*) FROM (
  SELECT client_company_id AS company_id, 'client' AS side, generator_client_status(status, status_before_store) AS status FROM generators
  UNION ALL SELECT provider_company_id, 'provider', status FROM generators
) d GROUP BY 1, 2, 3;--> statement-breakpoint

CREATE TRIGGER generators_search_text BEFORE INSERT OR UPDATE OF generated_code, city, provider_company_id, start_date, end_date ON generators
  FOR EACH ROW EXECUTE FUNCTION generators_set_search_text();--> statement-breakpoint
CREATE TRIGGER companies_generator_search AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_refresh_generator_search();--> statement-breakpoint
CREATE TRIGGER generator_counts_insert AFTER INSERT ON generators REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION generator_counts_apply();--> statement-breakpoint
CREATE TRIGGER generator_counts_update AFTER UPDATE ON generators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION generator_counts_apply();--> statement-breakpoint
CREATE TRIGGER generator_counts_delete AFTER DELETE ON generators REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION generator_counts_apply();
