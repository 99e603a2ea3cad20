-- Issue 9: a search that looks like a code (every code is GEN-YYYY-NNNNNN) is a prefix of the
-- code, served by this btree range instead of the trigram index, whose lists for trigrams every
-- code shares ("gen", "202") are long.
CREATE INDEX IF NOT EXISTS "generators_code_prefix_idx" ON "generators" (lower("generated_code") text_pattern_ops);
--> statement-breakpoint
-- A finer histogram of search_text: with the default 100 buckets the estimate of a frequent word
-- ("monterrey", 3% of rows) swung between 20 and 6,000 rows from one ANALYZE to the next, and the
-- low guess chose a bitmap scan of every match (37–80 ms) over walking the list index (2 ms).
ALTER TABLE "generators" ALTER COLUMN "search_text" SET STATISTICS 1000;
