CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"company_scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_company_scope_key_pk" PRIMARY KEY("user_id","company_scope","key")
);
