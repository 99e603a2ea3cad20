-- Spec 2 §7: PUT /services/{id}/osp/add. The provider's objeto social preponderante for this
-- service, one of its REPSE activities (companies.repses) when it was chosen; null until then.
ALTER TABLE "services" ADD COLUMN IF NOT EXISTS "social_object" text;
--> statement-breakpoint
-- Spec 2 §7: PATCH /services/{id}/stages/{stageId}/authorize. The client's approval of a whole stage
-- of a service once every requirement of it is validated; one row per service and stage, rewritten
-- on a new authorization (the Bitácora keeps each one). `changes_seen` is the stage's document
-- changes at that moment (documents delivered + rejected + deleted, all only ever growing): a later
-- upload, rejection or deletion raises the count and so revokes it when read, with no clock compared.
CREATE TABLE IF NOT EXISTS "service_stage_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL REFERENCES "services"("id") ON DELETE cascade,
	"stage_id" uuid NOT NULL REFERENCES "stage_templates"("id") ON DELETE cascade,
	"authorized_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes_seen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "service_stage_authorizations_key" ON "service_stage_authorizations" USING btree ("service_id","stage_id");
