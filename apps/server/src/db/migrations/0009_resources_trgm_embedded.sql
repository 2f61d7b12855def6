-- The embedded PGlite now loads pg_trgm (db/client.ts), so 0003's trigram index can exist there
-- too: databases created before that gave up in 0003 and get it here.
-- fastupdate off: PGlite runs no autovacuum, so GIN's pending list would only be merged when it
-- filled (4 MB) and every search would read it through; a sync pays for the merge instead.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS resources_search_trgm ON resources USING gin (search_text gin_trgm_ops);
  ALTER INDEX resources_search_trgm SET (fastupdate = off);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: inventory search without a trigram index (%)', SQLERRM;
END
$$;
