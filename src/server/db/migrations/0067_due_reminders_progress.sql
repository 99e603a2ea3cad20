-- Issue 25: the due-documents reminder walks every accepted service. It told every provider in one
-- transaction at the end of the walk, so it held the whole day's reminders in memory (at 500,000
-- services the server ran out of memory). It now walks the services provider by provider and commits
-- each batch's reminders with the run's progress: the last provider told. `done` is false while a
-- run is under way; a retry after a crash resumes after `progress`, so nobody is told twice or
-- missed. Claims that commit with their effects in one step (every other use) are done at once.
ALTER TABLE "scheduled_runs" ADD COLUMN "progress" text;--> statement-breakpoint
ALTER TABLE "scheduled_runs" ADD COLUMN "done" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_accepted_provider_idx" ON "services" USING btree ("provider_company_id","id") WHERE "services"."status" = 'ACCEPTED';
