-- PUT /document (spec 2 §2 Vault, §7): a vault document's description and tags, edited with its
-- name (never its bytes). Each edit is a ledger UPDATE entry; updated_at/updated_by show the last one.
ALTER TABLE "vault_documents" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
