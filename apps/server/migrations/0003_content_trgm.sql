-- Trigram matching for keyword search in Chinese over notice titles and bodies (the GIN index
-- notice_search_trgm of the next migration). PGlite loads the extension in db/open.ts; on
-- PostgreSQL pg_trgm is a standard, trusted contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
