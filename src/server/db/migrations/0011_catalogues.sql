CREATE TABLE "catalogue_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"comment" text DEFAULT '' NOT NULL,
	"sheet_list" jsonb NOT NULL,
	"workbook" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_files" ADD CONSTRAINT "catalogue_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_files" ADD CONSTRAINT "catalogue_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_files" ADD CONSTRAINT "catalogue_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_files_file_key" ON "catalogue_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "catalogue_files_company_idx" ON "catalogue_files" USING btree ("company_id","status","created_at");