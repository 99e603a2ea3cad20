-- Composite GIN indexes (a link's own side, then its search text with trigrams): the providers or
-- clients search of one company reads only its own matching links (migration 0044).
CREATE EXTENSION IF NOT EXISTS btree_gin;
