-- The ledger's guarantees, enforced by the database as well as by the code.

-- Every transaction balances. The code inserts all entries of a transaction in one statement,
-- so a statement-level check (one query per statement, not one per entry at commit) sees each
-- transaction whole; a transaction spread over two statements fails at the first.
CREATE FUNCTION ledger_txn_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad bigint;
BEGIN
  SELECT e.txn_id INTO bad
    FROM (SELECT DISTINCT txn_id FROM new_entries) n
    JOIN ledger_entries e ON e.txn_id = n.txn_id
    GROUP BY e.txn_id
    HAVING sum(e.amount) <> 0 OR count(*) < 2
    LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', bad USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_txn_balanced();
--> statement-breakpoint
-- Posted money is immutable: corrections are reversing transactions, never updates.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only
  BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
