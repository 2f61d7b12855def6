-- The embedded PGlite now loads pg_trgm (db/client.ts), so 0003's trigram index exists there
-- too: databases created before that gave up in 0003 and get it here. GIN keeps its default
-- fast update: with it off, rewriting 8,000 rows (a re-sync) took 2.7x as long and searches
-- were no faster, although PGlite (no autovacuum) merges the pending list only when it fills.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS resources_search_trgm ON resources USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: inventory search without a trigram index (%)', SQLERRM;
END
$$;
