CREATE SEQUENCE "public"."generator_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "generator_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"generator_id" uuid NOT NULL,
	"list" text NOT NULL,
	"position" integer NOT NULL,
	"ns" text DEFAULT '' NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"generated_code" text NOT NULL,
	"provider_company_id" uuid NOT NULL,
	"client_company_id" uuid NOT NULL,
	"service_id" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"status_before_store" text,
	"status_pago" text DEFAULT 'PENDING' NOT NULL,
	"general" jsonb,
	"supervisor" jsonb,
	"geolocation" jsonb,
	"ont" text DEFAULT '' NOT NULL,
	"summary" jsonb,
	"provider_logo_id" uuid,
	"attached_file_id" uuid,
	"pdf_file_id" uuid,
	"bidding_document_id" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generator_photos" ADD CONSTRAINT "generator_photos_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_photos" ADD CONSTRAINT "generator_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_provider_company_id_companies_id_fk" FOREIGN KEY ("provider_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_provider_logo_id_files_id_fk" FOREIGN KEY ("provider_logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_attached_file_id_files_id_fk" FOREIGN KEY ("attached_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generators" ADD CONSTRAINT "generators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generator_photos_hash_key" ON "generator_photos" USING btree ("generator_id","sha256");--> statement-breakpoint
CREATE INDEX "generator_photos_generator_idx" ON "generator_photos" USING btree ("generator_id","list","position");--> statement-breakpoint
CREATE UNIQUE INDEX "generators_code_key" ON "generators" USING btree ("generated_code");--> statement-breakpoint
CREATE INDEX "generators_provider_status_idx" ON "generators" USING btree ("provider_company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "generators_client_status_idx" ON "generators" USING btree ("client_company_id","status","updated_at");