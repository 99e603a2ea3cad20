-- Issue 25: a rare word in «Compartidos conmigo» of the client that holds most shared folders (750,000
-- of 850,000 at scale 10) cost 2 ms on vault_folders_shared_search_idx, which leads with the company:
-- its posting list is nearly the whole table. Names alone answer it in 0.5 ms. The planner picks
-- between the two by the company's share of the folders (its statistics): the company with most of
-- them gets this one, any other keeps the one that leads with the company, so a word frequent in
-- other companies' folders never makes a small company read theirs.
CREATE INDEX IF NOT EXISTS "vault_folders_shared_words_idx" ON "vault_folders" USING gin ("name_folded" gin_trgm_ops)
  WHERE "vault_folders"."deleted_at" is null AND "vault_folders"."kind" = 'SERVICE';
