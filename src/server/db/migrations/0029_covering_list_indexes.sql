-- Issue 9: lists that never touch the table for the rows they skip. The per-side list indexes now
-- carry every column a list filters on (INCLUDE), so choosing a page, counting a filtered list and
-- walking newest first past non-matching rows are index-only scans; the page's own columns are read
-- for its 25 rows only. Drizzle's index builder has no INCLUDE, so the schema declares the keys and
-- this migration the payload.
DROP INDEX IF EXISTS "generators_client_list_idx";--> statement-breakpoint
CREATE INDEX "generators_client_list_idx" ON "generators" USING btree ("client_company_id","updated_at","id")
  INCLUDE ("status","status_before_store","status_pago","provider_company_id","start_date","end_date","total_cents","search_text")
  WHERE "generators"."status" not in ('DISABLED', 'DRAFT');--> statement-breakpoint
DROP INDEX IF EXISTS "generators_provider_list_idx";--> statement-breakpoint
CREATE INDEX "generators_provider_list_idx" ON "generators" USING btree ("provider_company_id","updated_at","id")
  INCLUDE ("status","status_before_store","status_pago","client_company_id","start_date","end_date","total_cents","search_text")
  WHERE "generators"."status" <> 'DISABLED';--> statement-breakpoint
-- The search box looks in code, city and provider name only: the dates leave search_text (their
-- column filters match the date columns), so the box's condition is one LIKE the planner can estimate.
CREATE OR REPLACE FUNCTION generator_search_text(code text, city text, provider_name text, start_date date, end_date date) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT avala_fold(concat_ws(E'\n', coalesce(code, ''), coalesce(city, ''), coalesce(provider_name, ''))) $$;--> statement-breakpoint
UPDATE generators g SET search_text = generator_search_text(g.generated_code, g.city, c.name, g.start_date, g.end_date) FROM companies c WHERE c.id = g.provider_company_id;
