-- The provider's "Datos de generador" per client (spec 3 §2.9, §3; spec 1 §7 additional/generadoresInfo).
-- One row per (client, provider) link; it belongs to the relation, so deleting the link deletes it.
CREATE TABLE "provider_generator_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"assign_supplier_num" text DEFAULT '' NOT NULL,
	"comercial_name" text DEFAULT '' NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legal_representatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_objects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_generator_info" ADD CONSTRAINT "provider_generator_info_link_fk" FOREIGN KEY ("client_id","provider_id") REFERENCES "public"."company_links"("client_id","provider_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_generator_info_pair_key" ON "provider_generator_info" USING btree ("provider_id","client_id");
