-- The list answer cache (lib/list-cache.ts) keeps pages of the lists that read these tables.
-- Every statement that changes one of them, by any writer (any replica, a job, psql), tells
-- the servers listening which table changed; they drop every cached page that read it.
-- One notification per table and transaction (identical payloads arrive once), sent on commit.
CREATE OR REPLACE FUNCTION ecloud_notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ecloud_list', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['resources', 'cloud_accounts', 'tags', 'resource_tags',
    'ledger_accounts', 'ledger_transactions', 'ledger_entries', 'users', 'user_roles', 'roles']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION ecloud_notify_list_change()', t || '_list_notify', t);
  END LOOP;
END $$;
