-- Issue 23: the blacklist label is computed from the imported SAT lists; the seeded flag had no source.
ALTER TABLE "companies" DROP COLUMN IF EXISTS "black_list";
