-- Pages by name pick their rows on the name btree alone (an index-only scan): the other side's type,
-- the caller's active flag, the generators flag and now the folded search text are all in its
-- INCLUDE, so a chip whose first match sits thousands of names down (Morales after the Físicas) or a
-- search for a frequent word reads index entries instead of a link row per skipped name. The page's
-- own link rows are then read by primary key.
DROP INDEX IF EXISTS "company_links_providers_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_links_providers_name_idx" ON "company_links" USING btree ("client_id","provider_name","provider_id")
  INCLUDE ("provider_type","client_active","provider_generadores","provider_search") WHERE "company_links"."status" <> 'REJECTED';--> statement-breakpoint
DROP INDEX IF EXISTS "company_links_clients_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_links_clients_name_idx" ON "company_links" USING btree ("provider_id","client_name","client_id")
  INCLUDE ("client_type","provider_active","client_generadores","client_search") WHERE "company_links"."status" <> 'REJECTED';
