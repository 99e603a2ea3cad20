CREATE TABLE "payroll_worker_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"row_count" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_list_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"row_number" integer NOT NULL,
	"name" text NOT NULL,
	"curp" text NOT NULL,
	"rfc" text NOT NULL,
	"nss" text NOT NULL,
	"daily_salary" numeric(14, 2) NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sua_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"row_number" integer NOT NULL,
	"nss" text NOT NULL,
	"curp" text NOT NULL,
	"name" text NOT NULL,
	"days" integer NOT NULL,
	"sbc" numeric(14, 2) NOT NULL,
	"absences" integer DEFAULT 0 NOT NULL,
	"incapacities" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_worker_lists" ADD CONSTRAINT "payroll_worker_lists_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_worker_lists" ADD CONSTRAINT "payroll_worker_lists_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_worker_lists" ADD CONSTRAINT "payroll_worker_lists_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_list_rows" ADD CONSTRAINT "payroll_list_rows_list_id_payroll_worker_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."payroll_worker_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_list_rows" ADD CONSTRAINT "payroll_list_rows_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sua_rows" ADD CONSTRAINT "sua_rows_list_id_payroll_worker_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."payroll_worker_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sua_rows" ADD CONSTRAINT "sua_rows_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_worker_lists_key" ON "payroll_worker_lists" USING btree ("service_id","kind","year","month");--> statement-breakpoint
CREATE INDEX "payroll_list_rows_month_idx" ON "payroll_list_rows" USING btree ("service_id","year","month","row_number");--> statement-breakpoint
CREATE INDEX "payroll_list_rows_list_idx" ON "payroll_list_rows" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "sua_rows_month_idx" ON "sua_rows" USING btree ("service_id","year","month","row_number");--> statement-breakpoint
CREATE INDEX "sua_rows_list_idx" ON "sua_rows" USING btree ("list_id");
