-- company_links carries each side's name, type and search text (0044) for the providers and
-- clients lists: filled on insert and when a link's own numbers change, and refreshed when a
-- company is renamed, changes RFC or type. search = companies.search_folded (name and RFC folded)
-- plus the other side's own number for it, folded.
CREATE OR REPLACE FUNCTION avala_company_links_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p companies%ROWTYPE;
  c companies%ROWTYPE;
BEGIN
  SELECT * INTO p FROM companies WHERE id = NEW.provider_id;
  SELECT * INTO c FROM companies WHERE id = NEW.client_id;
  NEW.provider_name := coalesce(p.name, '');
  NEW.provider_type := p.type;
  NEW.provider_search := concat_ws(' ', p.search_folded, avala_fold(NEW.client_ref));
  NEW.client_name := coalesce(c.name, '');
  NEW.client_type := c.type;
  NEW.client_search := concat_ws(' ', c.search_folded, avala_fold(NEW.provider_ref));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_links_fill BEFORE INSERT OR UPDATE OF client_id, provider_id, client_ref, provider_ref ON company_links
  FOR EACH ROW EXECUTE FUNCTION avala_company_links_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION avala_companies_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_links SET provider_name = NEW.name, provider_type = NEW.type, provider_search = concat_ws(' ', NEW.search_folded, avala_fold(client_ref))
    WHERE provider_id = NEW.id;
  UPDATE company_links SET client_name = NEW.name, client_type = NEW.type, client_search = concat_ws(' ', NEW.search_folded, avala_fold(provider_ref))
    WHERE client_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_to_links AFTER UPDATE OF name, rfc, type ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.rfc IS DISTINCT FROM NEW.rfc OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION avala_companies_to_links();
--> statement-breakpoint
UPDATE company_links l SET
  provider_name = p.name, provider_type = p.type, provider_search = concat_ws(' ', p.search_folded, avala_fold(l.client_ref)),
  client_name = c.name, client_type = c.type, client_search = concat_ws(' ', c.search_folded, avala_fold(l.provider_ref))
FROM companies p, companies c
WHERE p.id = l.provider_id AND c.id = l.client_id;
