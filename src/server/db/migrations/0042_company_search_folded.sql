DROP INDEX "companies_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (avala_fold("companies"."name" || ' ' || "companies"."rfc")) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_folded_trgm_idx" ON "companies" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_links_client_ref_trgm_idx" ON "company_links" USING gin (avala_fold("client_ref") gin_trgm_ops) WHERE "company_links"."client_ref" is not null;--> statement-breakpoint
CREATE INDEX "company_links_provider_ref_trgm_idx" ON "company_links" USING gin (avala_fold("provider_ref") gin_trgm_ops) WHERE "company_links"."provider_ref" is not null;