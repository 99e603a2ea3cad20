-- Issue 22 "Recompute, don't count": per payroll CFDI the recomputed ISR and IMSS, their differences
-- (stamped − recomputed), IMSS aportaciones (deduction 003), how they were reached, the flags and
-- the validation status. checks_version null (rows stored before) is recomputed by payroll.recompute.
ALTER TABLE "payroll_cfdis" ADD COLUMN "imss_contributions" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "isr_computed" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "isr_difference" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "imss_computed" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "imss_difference" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "working" jsonb;
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "validation_status" text;
--> statement-breakpoint
ALTER TABLE "payroll_cfdis" ADD COLUMN "checks_version" integer;
--> statement-breakpoint
CREATE INDEX "payroll_cfdis_validation_idx" ON "payroll_cfdis" USING btree ("service_id","period_id","validation_status");
--> statement-breakpoint
CREATE INDEX "payroll_cfdis_checks_version_idx" ON "payroll_cfdis" USING btree ("checks_version");
