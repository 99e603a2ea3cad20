-- The record of a stage authorization (PATCH /services/{id}/stages/{stageId}/authorize): a PDF that
-- lists every validated document of the stage with its SHA-256, filed in the provider's vault under
-- {servicio}/{etapa} with its CREATE in the verifiable ledger. Null on rows authorized before it existed.
ALTER TABLE "service_stage_authorizations" ADD COLUMN IF NOT EXISTS "record_file_id" uuid REFERENCES "files"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "service_stage_authorizations" ADD COLUMN IF NOT EXISTS "record_folder_id" uuid REFERENCES "vault_folders"("id") ON DELETE set null;
