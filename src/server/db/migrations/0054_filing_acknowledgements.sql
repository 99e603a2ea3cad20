CREATE TABLE "filing_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"period" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filing_acknowledgements_period_check" CHECK ("period" BETWEEN 1 AND 3),
	CONSTRAINT "filing_acknowledgements_kind_check" CHECK ("kind" IN ('ICSOE', 'SISUB'))
);
--> statement-breakpoint
ALTER TABLE "filing_acknowledgements" ADD CONSTRAINT "filing_acknowledgements_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "filing_acknowledgements" ADD CONSTRAINT "filing_acknowledgements_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "filing_acknowledgements" ADD CONSTRAINT "filing_acknowledgements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "filing_acknowledgements_key" ON "filing_acknowledgements" USING btree ("provider_id","year","period","kind");
--> statement-breakpoint
CREATE INDEX "filing_acknowledgements_period_idx" ON "filing_acknowledgements" USING btree ("year","period");
