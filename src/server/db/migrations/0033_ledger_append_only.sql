-- The ledger is append-only: history is never rewritten, whatever role the app connects with.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El registro de la bóveda solo admite agregar entradas (% en %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_nodes_append_only BEFORE UPDATE OR DELETE ON "ledger_nodes" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_nodes_no_truncate BEFORE TRUNCATE ON "ledger_nodes" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_checkpoints_append_only BEFORE UPDATE OR DELETE ON "ledger_checkpoints" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_checkpoints_no_truncate BEFORE TRUNCATE ON "ledger_checkpoints" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
