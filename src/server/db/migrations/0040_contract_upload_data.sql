ALTER TABLE "service_contracts" ADD COLUMN "employees" integer;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD COLUMN "cfdi_frequency" text;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD COLUMN "send_date" date;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD COLUMN "payment_start_day" smallint;