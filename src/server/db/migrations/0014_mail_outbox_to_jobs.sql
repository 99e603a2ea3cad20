-- Mail delivery moved onto the jobs table: mail still waiting in the outbox gets its mail.send job,
-- keeping its attempt count and due time, so nothing queued before the upgrade is lost.
INSERT INTO "jobs" ("type", "payload", "attempts", "max_attempts", "run_at")
SELECT 'mail.send', jsonb_build_object('mailId', "id"), "attempts", 6, "next_attempt_at"
FROM "mail_outbox"
WHERE "status" = 'PENDING';
