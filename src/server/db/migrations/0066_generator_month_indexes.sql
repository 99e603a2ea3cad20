-- Issue 25: a typed month or year in the start or end date column. The day indexes of 0056 give a
-- range's rows per day, newest first, so a year probed 365 days (one index descent each, ~2,900
-- buffers a request at 2,000,000 generators: 58.8 ms p95 at 10 connections). Keyed by the month
-- (year × 12 + month, an immutable expression) and then by the list's order, these give a whole
-- month's rows newest first: a year reads 12 months' first rows. A typed day still reads the day
-- index (its rows sit inside a month in update order, so a month walk would skip the rest of the
-- month). The payload is what the list's value-free filters read (status, archived, both dates, the
-- other side), so the walk stays index-only.
CREATE INDEX IF NOT EXISTS "generators_client_start_month_idx" ON "generators" USING btree ("client_company_id",((extract(year from "start_date") * 12 + extract(month from "start_date"))::int),"updated_at","id")
  INCLUDE ("status","status_before_store","start_date","end_date")
  WHERE "generators"."status" not in ('DISABLED', 'DRAFT');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "generators_client_end_month_idx" ON "generators" USING btree ("client_company_id",((extract(year from "end_date") * 12 + extract(month from "end_date"))::int),"updated_at","id")
  INCLUDE ("status","status_before_store","start_date","end_date")
  WHERE "generators"."status" not in ('DISABLED', 'DRAFT');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "generators_provider_start_month_idx" ON "generators" USING btree ("provider_company_id",((extract(year from "start_date") * 12 + extract(month from "start_date"))::int),"updated_at","id")
  INCLUDE ("status","status_before_store","start_date","end_date","client_company_id")
  WHERE "generators"."status" <> 'DISABLED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "generators_provider_end_month_idx" ON "generators" USING btree ("provider_company_id",((extract(year from "end_date") * 12 + extract(month from "end_date"))::int),"updated_at","id")
  INCLUDE ("status","status_before_store","start_date","end_date","client_company_id")
  WHERE "generators"."status" <> 'DISABLED';
