-- Every change to a user's messages tells the servers listening (all replicas, or the one
-- PGlite process) that the user's unread count is stale. NOTIFY is delivered on commit, and
-- identical payloads in one transaction arrive once.
CREATE OR REPLACE FUNCTION ecloud_notify_unread_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ecloud_unread', u) FROM (SELECT DISTINCT user_id::text AS u FROM new_rows) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ecloud_notify_unread_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ecloud_unread', u) FROM (SELECT DISTINCT user_id::text AS u FROM old_rows) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_unread_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ecloud_notify_unread_new();
--> statement-breakpoint
CREATE TRIGGER messages_unread_update AFTER UPDATE ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ecloud_notify_unread_new();
--> statement-breakpoint
CREATE TRIGGER messages_unread_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ecloud_notify_unread_old();
