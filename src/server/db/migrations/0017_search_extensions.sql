-- Index-served search (issue 9): trigram indexes for substring search, unaccent so "pena" finds "PEÑA".
-- Both ship with PostgreSQL's contrib package and with PGlite's contrib extensions (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Lower case without accents, the form every search column and needle is compared in. unaccent() is
-- only STABLE (its dictionary could change); pinning the dictionary makes this safe to declare IMMUTABLE,
-- which expression indexes need. Schema-qualified so it works with any search_path.
CREATE OR REPLACE FUNCTION avala_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
