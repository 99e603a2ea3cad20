ALTER TABLE "company_links" ADD COLUMN "client_ref" text;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "client_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_links" ADD COLUMN "provider_active" boolean DEFAULT true NOT NULL;