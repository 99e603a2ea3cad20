CREATE TABLE "generator_counts" (
	"company_id" uuid NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "generator_counts_company_id_side_status_pk" PRIMARY KEY("company_id","side","status")
);
--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "companies_name_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
DROP INDEX "generators_provider_status_idx";--> statement-breakpoint
DROP INDEX "generators_client_status_idx";--> statement-breakpoint
ALTER TABLE "generators" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin (avala_fold("name" || ' ' || "rfc") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_read_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "generators_client_list_idx" ON "generators" USING btree ("client_company_id","updated_at","id") WHERE "generators"."status" not in ('DISABLED', 'DRAFT');--> statement-breakpoint
CREATE INDEX "generators_provider_list_idx" ON "generators" USING btree ("provider_company_id","updated_at","id") WHERE "generators"."status" <> 'DISABLED';--> statement-breakpoint
CREATE INDEX "generators_search_trgm_idx" ON "generators" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "generators_provider_status_idx" ON "generators" USING btree ("provider_company_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "generators_client_status_idx" ON "generators" USING btree ("client_company_id","status","updated_at","id");