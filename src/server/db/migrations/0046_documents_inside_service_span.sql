-- One-time requirements count from the day a service was accepted (answered_at). Services accepted
-- without that timestamp take their last update, the closest record of the answer.
UPDATE "services" SET "answered_at" = "updated_at" WHERE "status" = 'ACCEPTED' AND "answered_at" IS NULL;
--> statement-breakpoint
-- Documents filed under a month outside their service's span (the upload dialog used to default to
-- January) move to the span's first month, where the stage, summary and Documents.zip find them.
-- Their vault copies stay in the folder they were filed in: the ledger keeps that history.
UPDATE "compliance_documents" AS d
SET "year" = extract(year FROM s."start_date")::int, "month" = extract(month FROM s."start_date")::int
FROM "services" AS s
WHERE d."service_id" = s."id"
  AND (
    d."year" * 100 + d."month" < extract(year FROM s."start_date")::int * 100 + extract(month FROM s."start_date")::int
    OR (s."end_date" IS NOT NULL AND d."year" * 100 + d."month" > extract(year FROM s."end_date")::int * 100 + extract(month FROM s."end_date")::int)
  );
