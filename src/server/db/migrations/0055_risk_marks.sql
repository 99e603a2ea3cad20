-- Issue 24: the risk board of a client with 10,000 providers is one aggregate over its 12 months of
-- documents (seconds at that size). The server keeps each board in memory and, instead of
-- recomputing it whole, recomputes only the providers whose facts changed. This table says which:
-- every write that moves a provider's facts (its documents, services, contracts, payroll CFDIs and
-- paid-payroll lists, links, filings, RFC, the requirements of its services' sets) leaves one row
-- per (client, provider, transaction), written by the triggers below so bulk SQL and every module's
-- writes are seen. The board compares the marks' transactions with the snapshot it was computed on
-- (pg_visible_in_snapshot), so a transaction committing during a computation is never missed.
-- Rows older than two days are pruned by the board itself.
CREATE TABLE "risk_marks" (
	"client_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"xact" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_marks_pk" PRIMARY KEY("client_id","xact","provider_id")
);
--> statement-breakpoint
CREATE INDEX "risk_marks_created_idx" ON "risk_marks" USING btree ("created_at");
--> statement-breakpoint
-- Marks (client, provider) of the services whose ids are given.
CREATE OR REPLACE FUNCTION risk_mark_services(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO risk_marks (client_id, provider_id)
  SELECT DISTINCT s.client_company_id, s.provider_company_id FROM services s WHERE s.id = ANY(ids)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Marks every client of the providers given (company-level documents such as the REPSE registration, filings, RFC).
CREATE OR REPLACE FUNCTION risk_mark_providers(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO risk_marks (client_id, provider_id)
  SELECT DISTINCT l.client_id, l.provider_id FROM company_links l WHERE l.provider_id = ANY(ids)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Rows that carry a service_id (service_contracts, payroll_cfdis, payroll_list_rows).
CREATE OR REPLACE FUNCTION risk_mark_by_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM risk_mark_services(array_agg(DISTINCT service_id)) FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM risk_mark_services(array_agg(DISTINCT service_id)) FROM (SELECT service_id FROM new_rows UNION SELECT service_id FROM old_rows) x;
  ELSE
    PERFORM risk_mark_services(array_agg(DISTINCT service_id)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- compliance_documents: a service's document marks its service; a company-level one (no service) every client of the company.
CREATE OR REPLACE FUNCTION risk_mark_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM risk_mark_services(array_agg(DISTINCT service_id) FILTER (WHERE service_id IS NOT NULL)),
            risk_mark_providers(array_agg(DISTINCT company_id) FILTER (WHERE service_id IS NULL))
       FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM risk_mark_services(array_agg(DISTINCT service_id) FILTER (WHERE service_id IS NOT NULL)),
            risk_mark_providers(array_agg(DISTINCT company_id) FILTER (WHERE service_id IS NULL))
       FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- services: both companies of the service, before and after (a service deleted or moved).
CREATE OR REPLACE FUNCTION risk_mark_service_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO risk_marks (client_id, provider_id) SELECT DISTINCT client_company_id, provider_company_id FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO risk_marks (client_id, provider_id) SELECT DISTINCT client_company_id, provider_company_id FROM old_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- company_links: the link's pair (a provider invited, accepted, rejected or removed; its name).
CREATE OR REPLACE FUNCTION risk_mark_link_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO risk_marks (client_id, provider_id) SELECT DISTINCT client_id, provider_id FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO risk_marks (client_id, provider_id) SELECT DISTINCT client_id, provider_id FROM old_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- filing_acknowledgements: every client of the provider that filed.
CREATE OR REPLACE FUNCTION risk_mark_filing_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM risk_mark_providers(array_agg(DISTINCT provider_id)) FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM risk_mark_providers(array_agg(DISTINCT provider_id)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- requirements (their delivery kind and day, their name): every provider with a service on the requirement's set. Rare, coarse.
CREATE OR REPLACE FUNCTION risk_mark_requirement_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO risk_marks (client_id, provider_id)
    SELECT DISTINCT s.client_company_id, s.provider_company_id
      FROM new_rows r JOIN requirement_groups g ON g.id = r.group_id JOIN stage_templates st ON st.id = g.stage_id JOIN services s ON s.set_id = st.set_id
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO risk_marks (client_id, provider_id)
    SELECT DISTINCT s.client_company_id, s.provider_company_id
      FROM old_rows r JOIN requirement_groups g ON g.id = r.group_id JOIN stage_templates st ON st.id = g.stage_id JOIN services s ON s.set_id = st.set_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_mark_company_rfc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM risk_mark_providers(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "compliance_documents_risk_insert" AFTER INSERT ON "compliance_documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_documents();
--> statement-breakpoint
CREATE TRIGGER "compliance_documents_risk_update" AFTER UPDATE ON "compliance_documents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_documents();
--> statement-breakpoint
CREATE TRIGGER "compliance_documents_risk_delete" AFTER DELETE ON "compliance_documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_documents();
--> statement-breakpoint
CREATE TRIGGER "services_risk_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_service_rows();
--> statement-breakpoint
CREATE TRIGGER "services_risk_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_service_rows();
--> statement-breakpoint
CREATE TRIGGER "services_risk_delete" AFTER DELETE ON "services" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_service_rows();
--> statement-breakpoint
CREATE TRIGGER "company_links_risk_insert" AFTER INSERT ON "company_links" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_link_rows();
--> statement-breakpoint
CREATE TRIGGER "company_links_risk_update" AFTER UPDATE ON "company_links" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_link_rows();
--> statement-breakpoint
CREATE TRIGGER "company_links_risk_delete" AFTER DELETE ON "company_links" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_link_rows();
--> statement-breakpoint
CREATE TRIGGER "service_contracts_risk_insert" AFTER INSERT ON "service_contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "service_contracts_risk_update" AFTER UPDATE ON "service_contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "service_contracts_risk_delete" AFTER DELETE ON "service_contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "payroll_cfdis_risk_insert" AFTER INSERT ON "payroll_cfdis" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "payroll_cfdis_risk_update" AFTER UPDATE ON "payroll_cfdis" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "payroll_cfdis_risk_delete" AFTER DELETE ON "payroll_cfdis" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "payroll_list_rows_risk_insert" AFTER INSERT ON "payroll_list_rows" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "payroll_list_rows_risk_update" AFTER UPDATE ON "payroll_list_rows" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "payroll_list_rows_risk_delete" AFTER DELETE ON "payroll_list_rows" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_by_service();
--> statement-breakpoint
CREATE TRIGGER "filing_acknowledgements_risk_insert" AFTER INSERT ON "filing_acknowledgements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_filing_rows();
--> statement-breakpoint
CREATE TRIGGER "filing_acknowledgements_risk_update" AFTER UPDATE ON "filing_acknowledgements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_filing_rows();
--> statement-breakpoint
CREATE TRIGGER "filing_acknowledgements_risk_delete" AFTER DELETE ON "filing_acknowledgements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_filing_rows();
--> statement-breakpoint
CREATE TRIGGER "requirements_risk_insert" AFTER INSERT ON "requirements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_requirement_rows();
--> statement-breakpoint
CREATE TRIGGER "requirements_risk_update" AFTER UPDATE ON "requirements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_requirement_rows();
--> statement-breakpoint
CREATE TRIGGER "requirements_risk_delete" AFTER DELETE ON "requirements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_mark_requirement_rows();
--> statement-breakpoint
CREATE TRIGGER "companies_risk_rfc" AFTER UPDATE OF rfc ON "companies" FOR EACH ROW WHEN (OLD.rfc IS DISTINCT FROM NEW.rfc) EXECUTE FUNCTION risk_mark_company_rfc();
