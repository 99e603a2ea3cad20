-- A reservation holds its key only while its lease lasts; the default frees keys stranded by a crash before this column existed.
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;
