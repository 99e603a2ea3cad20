-- Administración (spec 3 §2.8, §3): company tags and the enabled flag, the user's last name, and
-- several roles per member.
-- 1. companies.enabled: a disabled company keeps all its data, but cannot be chosen as the main
--    company and is left out of the pickers (company switcher, group home, administration).
ALTER TABLE "companies" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- 2. Tags of a company: free text, unique per company without regard to case, found by tag.
CREATE TABLE "company_tags" (
	"company_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_tags" ADD CONSTRAINT "company_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_tags_company_tag_key" ON "company_tags" USING btree ("company_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "company_tags_tag_idx" ON "company_tags" USING btree (lower("tag"),"company_id");--> statement-breakpoint
-- 3. The user form's name and last name; complete_name stays what every screen shows (name + last name).
--    Existing users keep their complete name; their given name is read from it while first_name is empty.
ALTER TABLE "users" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- 4. Several built-in roles per membership (memberships.role stays the highest of them, which is what
--    the guard reads: the built-ins nest) and several custom roles (their grants add up).
ALTER TABLE "memberships" ADD COLUMN "role_list" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "memberships" SET "role_list" = ARRAY["role"];--> statement-breakpoint
CREATE TABLE "membership_roles" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "membership_roles_user_id_company_id_role_id_pk" PRIMARY KEY("user_id","company_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "membership_roles" ADD CONSTRAINT "membership_roles_membership_fk" FOREIGN KEY ("user_id","company_id") REFERENCES "public"."memberships"("user_id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A custom role only ever applies in its own company.
ALTER TABLE "roles" ADD CONSTRAINT "roles_id_company_id_key" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "membership_roles" ADD CONSTRAINT "membership_roles_role_fk" FOREIGN KEY ("role_id","company_id") REFERENCES "public"."roles"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_roles_role_idx" ON "membership_roles" USING btree ("role_id");--> statement-breakpoint
INSERT INTO "membership_roles" ("user_id", "company_id", "role_id") SELECT "user_id", "company_id", "role_id" FROM "memberships" WHERE "role_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "memberships_role_idx";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_role_id_roles_id_fk";--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "role_id";
