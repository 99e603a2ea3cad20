CREATE TABLE "platform_roles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_roles_role_check" CHECK ("role" IN ('operator'))
);
--> statement-breakpoint
ALTER TABLE "platform_roles" ADD CONSTRAINT "platform_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "sat_list_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"list" text NOT NULL,
	"published_at" date,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"file_id" uuid,
	"rows_read" integer NOT NULL,
	"rows_kept" integer NOT NULL,
	"rows_suppressed" integer NOT NULL,
	"rows_filler" integer NOT NULL,
	"rows_invalid" integer NOT NULL,
	"sha256" text NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_list_snapshots_kind_check" CHECK ("kind" IN ('69B', '69')),
	CONSTRAINT "sat_list_snapshots_source_check" CHECK ("source" IN ('ARCHIVO', 'DESCARGA'))
);
--> statement-breakpoint
ALTER TABLE "sat_list_snapshots" ADD CONSTRAINT "sat_list_snapshots_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sat_list_snapshots" ADD CONSTRAINT "sat_list_snapshots_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sat_list_snapshots_list_idx" ON "sat_list_snapshots" USING btree ("kind","list","created_at");
--> statement-breakpoint
CREATE TABLE "sat_69b_entries" (
	"snapshot_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"no" text,
	"rfc" text NOT NULL,
	"nombre_contribuyente" text NOT NULL,
	"situacion_contribuyente" text NOT NULL,
	"nof_presuncion_sat" text,
	"sat_presuntos" date,
	"nof_presuncion_dof" text,
	"dof_presuntos" date,
	"nof_global_desvirtuaron_sat" text,
	"sat_desvirtuados" date,
	"nof_global_desvirtuaron_dof" text,
	"dof_desvirtuados" date,
	"nof_global_definitivos_sat" text,
	"sat_definitivos" date,
	"nof_global_definitivos_dof" text,
	"dof_definitivos" date,
	"nof_sentencia_favorable_sat" text,
	"sat_sentencia_favorable" date,
	"nof_sentencia_favorable_dof" text,
	"dof_sentencia_favorable" date
);
--> statement-breakpoint
ALTER TABLE "sat_69b_entries" ADD CONSTRAINT "sat_69b_entries_snapshot_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."sat_list_snapshots"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sat_69b_entries_rfc_idx" ON "sat_69b_entries" USING btree ("rfc","snapshot_id");
--> statement-breakpoint
CREATE INDEX "sat_69b_entries_snapshot_idx" ON "sat_69b_entries" USING btree ("snapshot_id");
--> statement-breakpoint
CREATE TABLE "sat_69_entries" (
	"snapshot_id" uuid NOT NULL,
	"list" text NOT NULL,
	"line" integer NOT NULL,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"tipo_persona" text,
	"supuesto" text,
	"fecha_primera_publicacion" date,
	"fecha_publicacion" date,
	"monto" numeric(18, 2),
	"entidad_federativa" text
);
--> statement-breakpoint
ALTER TABLE "sat_69_entries" ADD CONSTRAINT "sat_69_entries_snapshot_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."sat_list_snapshots"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sat_69_entries_rfc_idx" ON "sat_69_entries" USING btree ("rfc","snapshot_id");
--> statement-breakpoint
CREATE INDEX "sat_69_entries_snapshot_idx" ON "sat_69_entries" USING btree ("snapshot_id");
--> statement-breakpoint
CREATE TABLE "sat_list_current" (
	"kind" text NOT NULL,
	"list" text NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_list_current_pk" PRIMARY KEY ("kind","list")
);
--> statement-breakpoint
ALTER TABLE "sat_list_current" ADD CONSTRAINT "sat_list_current_snapshot_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."sat_list_snapshots"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "sat_list_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"list" text NOT NULL,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"snapshot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_list_runs_outcome_check" CHECK ("outcome" IN ('IMPORTED', 'SAME', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "sat_list_runs" ADD CONSTRAINT "sat_list_runs_snapshot_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."sat_list_snapshots"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sat_list_runs_created_idx" ON "sat_list_runs" USING btree ("created_at");
