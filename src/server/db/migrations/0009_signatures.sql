CREATE TABLE "signature_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generator_id" uuid NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"document_file_id" uuid NOT NULL,
	"document_sha256" text NOT NULL,
	"final_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signature_file_id" uuid,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "signature_processes" ADD CONSTRAINT "signature_processes_generator_id_generators_id_fk" FOREIGN KEY ("generator_id") REFERENCES "public"."generators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_processes" ADD CONSTRAINT "signature_processes_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_processes" ADD CONSTRAINT "signature_processes_final_file_id_files_id_fk" FOREIGN KEY ("final_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_process_id_signature_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."signature_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_processes_generator_idx" ON "signature_processes" USING btree ("generator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_token_key" ON "signature_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signature_signers_process_idx" ON "signature_signers" USING btree ("process_id");