-- Issue 25: «Compartidos conmigo» is paged by folded name and searched. A client of 500,000 services
-- has 750,000 shared folders: a page is read in order off the name index, and a search walks it
-- index-only (the folded name is a stored column, so no row is read to filter), or, for a rare word,
-- the trigram twin (vault.repository.ts sharedPage decides which).
ALTER TABLE "vault_folders" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (avala_fold("name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "vault_folders_shared_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_folders_shared_name_idx" ON "vault_folders" USING btree ("shared_with_company_id", "name_folded", "id")
  WHERE "vault_folders"."deleted_at" is null AND "vault_folders"."kind" = 'SERVICE';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vault_folders_shared_search_idx" ON "vault_folders" USING gin ("shared_with_company_id", "name_folded" gin_trgm_ops)
  WHERE "vault_folders"."deleted_at" is null AND "vault_folders"."kind" = 'SERVICE';
