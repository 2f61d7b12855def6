-- The ledger history's answer cache (lib/list-cache.ts, answerStamped), exact without NOTIFY:
-- a transaction that notifies takes a database-wide lock at commit, which serialised spends
-- (decisions.md, "List answer cache"). Instead every change to what the history shows raises
-- a version before it commits, and each request compares the version with its cached page's.
-- (Custom migration: drizzle-kit does not model sequences used this way, triggers or functions.)
--
-- A writer takes a shared advisory lock (7431002; the migrations take 7431001) before raising
-- the version and holds it to its end; shared locks do not wait for each other, so spends do
-- not queue on it. ledger_list_stamp() reads the version, then tries the lock exclusively: if
-- it gets it, every change counted in that version has ended (a transaction's locks are let go
-- after its commit is visible), so a page read afterwards holds them all: "settled".
CREATE SEQUENCE ledger_list_version;
--> statement-breakpoint
CREATE FUNCTION ledger_list_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7431002);
  PERFORM nextval('ledger_list_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Entries and transactions are append-only (0005), and a transaction or account shows in the
-- history only with an entry: inserted entries, and any other change to the columns it reads.
CREATE TRIGGER ledger_entries_list_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_list_bump();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_list_version
  AFTER UPDATE OR DELETE OR TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_list_bump();
--> statement-breakpoint
-- Not on balance updates (the history reads the entries' balance_after, not the account's).
CREATE TRIGGER ledger_accounts_list_version
  AFTER UPDATE OF tenant_id, kind, name OR DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_list_bump();
--> statement-breakpoint
-- The version (the sequence's oid with its value, so a sequence made again never repeats an
-- old version) and whether it is settled. The exclusive lock lasts to the end of the caller's
-- transaction: call it outside one (autocommit), where that is this statement.
CREATE FUNCTION ledger_list_stamp(OUT version text, OUT settled boolean)
LANGUAGE plpgsql AS $$
BEGIN
  version := format('%s:%s', 'ledger_list_version'::regclass::oid,
    coalesce(pg_sequence_last_value('ledger_list_version'), 0));
  settled := pg_try_advisory_xact_lock(7431002);
END $$;
