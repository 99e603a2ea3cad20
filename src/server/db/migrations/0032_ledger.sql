CREATE TABLE "ledger_checkpoints" (
	"tree_size" bigint PRIMARY KEY NOT NULL,
	"root_hash" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"index" bigint PRIMARY KEY NOT NULL,
	"entry" text NOT NULL,
	"leaf_hash" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_nodes" (
	"level" smallint NOT NULL,
	"idx" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "ledger_nodes_level_idx_pk" PRIMARY KEY("level","idx")
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_file_idx" ON "ledger_entries" USING btree ("file_id","index");