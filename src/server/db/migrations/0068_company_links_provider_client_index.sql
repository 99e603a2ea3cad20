-- Issue 25: a providers or clients page reads each of its links by the whole key (client, provider).
-- The planner costs the primary key and the provider index alike for that lookup and often takes
-- the provider index, then filters the provider's links by client: 540 rows per card for a provider
-- with 10,000 clients. Keyed by (provider, client), the provider index answers the whole key too,
-- and still serves the foreign key's cascade from companies.
CREATE INDEX IF NOT EXISTS "company_links_provider_client_idx" ON "company_links" USING btree ("provider_id","client_id");--> statement-breakpoint
DROP INDEX IF EXISTS "company_links_provider_idx";
