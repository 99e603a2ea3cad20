CREATE TABLE "payroll_cfdis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uuid" text NOT NULL,
	"issuer_rfc" text NOT NULL,
	"registro_patronal" text DEFAULT '' NOT NULL,
	"employee_rfc" text NOT NULL,
	"full_name" text NOT NULL,
	"curp" text DEFAULT '' NOT NULL,
	"nss" text DEFAULT '' NOT NULL,
	"employee_number" text DEFAULT '' NOT NULL,
	"rfc_labora" text,
	"tipo_nomina" text DEFAULT '' NOT NULL,
	"payment_date" date,
	"periodicity" text NOT NULL,
	"paid_days" numeric(8, 3),
	"sbc" numeric(14, 2),
	"sdi" numeric(14, 2),
	"antiguedad" text DEFAULT '' NOT NULL,
	"total_perceptions" numeric(14, 2),
	"total_deductions" numeric(14, 2),
	"total_other_payments" numeric(14, 2),
	"imss" numeric(14, 2),
	"isr" numeric(14, 2),
	"subsidy_caused" numeric(14, 2),
	"sub_total" numeric(14, 2),
	"discount" numeric(14, 2),
	"total" numeric(14, 2),
	"detail" jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"periodicity" text NOT NULL,
	"name" text NOT NULL,
	"folder_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD CONSTRAINT "payroll_cfdis_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD CONSTRAINT "payroll_cfdis_period_id_payroll_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD CONSTRAINT "payroll_cfdis_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD CONSTRAINT "payroll_cfdis_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_folder_id_vault_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."vault_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_cfdis_uuid_key" ON "payroll_cfdis" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "payroll_cfdis_service_idx" ON "payroll_cfdis" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "payroll_cfdis_period_idx" ON "payroll_cfdis" USING btree ("period_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_periods_key" ON "payroll_periods" USING btree ("service_id","start_date","end_date","periodicity");--> statement-breakpoint
CREATE INDEX "payroll_periods_service_end_idx" ON "payroll_periods" USING btree ("service_id","end_date");