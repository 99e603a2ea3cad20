DROP INDEX "company_links_client_ref_trgm_idx";--> statement-breakpoint
DROP INDEX "company_links_provider_ref_trgm_idx";--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "provider_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "provider_type" text;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "provider_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "client_type" text;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "client_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "company_links_providers_search_idx" ON "company_links" USING gin ("client_id","provider_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_links_clients_search_idx" ON "company_links" USING gin ("provider_id","client_search" gin_trgm_ops);