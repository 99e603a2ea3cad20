ALTER TABLE "files" ADD COLUMN "cid" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "ext" text;