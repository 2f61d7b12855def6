-- Substring search of the inventory (name, provider id, IPs) with a trigram index where the
-- database has pg_trgm (PostgreSQL 13+ lets a database owner create it). The embedded PGlite
-- has no pg_trgm loaded: the block gives up quietly there and the search scans the tenant's
-- rows of one type, as before.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS resources_search_trgm ON resources USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: inventory search without a trigram index (%)', SQLERRM;
END
$$;
