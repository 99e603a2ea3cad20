-- The one-time code's default length goes from 5 digits (≈ 16.6 bits) to 6. The platform row is
-- the default of every company without its own row. A company row of 5 was written by saving the
-- security form, which shows the default: it is taken as the old default (and moves to 6) unless
-- the company's own audit trail shows the length at another value before, i.e. someone chose 5.
UPDATE "auth_policies" SET "value" = '6', "updated_at" = now()
WHERE "company_id" IS NULL AND "policy_type" = 'OTP_LENGHT' AND "value" = '5';
--> statement-breakpoint
UPDATE "auth_policies" p SET "value" = '6', "updated_at" = now()
WHERE p."company_id" IS NOT NULL AND p."policy_type" = 'OTP_LENGHT' AND p."value" = '5'
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."company_id" = p."company_id" AND a."action" = 'security.policies_updated'
      AND a."details" ? 'otpLength' AND a."details"->>'otpLength' <> '5'
  );
