-- A provider's ICSOE or SISUB acuse may be a document of its Reporteo stage (requirements «Acuse ICSOE»
-- and «Acuse SISUB», the month that closes the four-month period). The client's filings table, the
-- risk board and the reminder job ask it for every provider of a client at once: on (company,
-- requirement) that was a sequential scan of the documents (250 ms for 20,000 providers and 1,000,000
-- documents); on (requirement, year, month) it reads only those months' acuses (11–23 ms).
CREATE INDEX IF NOT EXISTS "compliance_documents_requirement_month_idx" ON "compliance_documents" USING btree ("requirement_id","year","month") WHERE "compliance_documents"."deleted_at" is null;
