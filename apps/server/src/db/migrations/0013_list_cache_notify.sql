-- The list answer cache (lib/list-cache.ts) keeps pages of the lists that read these tables.
-- Every statement that changes one of them, by any writer (any replica, a job, psql), tells
-- the servers listening which table changed; they drop every cached page that read it.
-- One notification per table and transaction (identical payloads arrive once), sent on commit.
-- Not on the ledger's tables: a transaction that notifies takes a database-wide lock at commit,
-- which serialised the ledger's spends (544 to 197 a second in one A/B run); see decisions.md.
CREATE OR REPLACE FUNCTION ecloud_notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ecloud_list', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['resources', 'cloud_accounts', 'tags', 'resource_tags', 'users',
    'user_roles', 'roles']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION ecloud_notify_list_change()', t || '_list_notify', t);
  END LOOP;
END $$;
