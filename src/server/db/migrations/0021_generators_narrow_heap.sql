-- A generator row carries ~1.5 KB of wizard JSON (general, supervisor, geolocation, summary) that no
-- list reads. Below PostgreSQL's default 2 KB threshold it stays inline, so every list, search and
-- count walked wide rows. With a 128-byte target the JSON moves to the TOAST table and the heap rows
-- the lists touch shrink to ~200 bytes (only read back when one generator is opened). Rows written
-- before this migration move as they are updated (VACUUM FULL generators moves them all at once).
ALTER TABLE "generators" SET (toast_tuple_target = 128);
