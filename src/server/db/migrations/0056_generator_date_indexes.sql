-- Issue 25: a typed day, month or year in the start or end date column reads only that range. The
-- list indexes (0029) are ordered by update date, so an older month walked them from the newest row
-- back and dropped every entry before it (141,057 of them for March 2025 at 200,000 generators): the
-- cost grew with the month's age. These are keyed by date, then by the list's order, so each day of a
-- range gives its rows newest first (the list merges the days' first rows) and a count reads only the
-- range, with the list's filter columns as payload. Drizzle's builder has no INCLUDE, so the schema
-- declares the keys and this migration the payload.
CREATE INDEX IF NOT EXISTS "generators_client_start_idx" ON "generators" USING btree ("client_company_id","start_date","updated_at","id")
  INCLUDE ("status","status_before_store","status_pago","provider_company_id","end_date","total_cents","search_text")
  WHERE "generators"."status" not in ('DISABLED', 'DRAFT');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "generators_client_end_idx" ON "generators" USING btree ("client_company_id","end_date","updated_at","id")
  INCLUDE ("status","status_before_store","status_pago","provider_company_id","start_date","total_cents","search_text")
  WHERE "generators"."status" not in ('DISABLED', 'DRAFT');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "generators_provider_start_idx" ON "generators" USING btree ("provider_company_id","start_date","updated_at","id")
  INCLUDE ("status","status_before_store","status_pago","client_company_id","end_date","total_cents","search_text")
  WHERE "generators"."status" <> 'DISABLED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "generators_provider_end_idx" ON "generators" USING btree ("provider_company_id","end_date","updated_at","id")
  INCLUDE ("status","status_before_store","status_pago","client_company_id","start_date","total_cents","search_text")
  WHERE "generators"."status" <> 'DISABLED';
