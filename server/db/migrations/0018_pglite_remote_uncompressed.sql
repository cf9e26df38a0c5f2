-- The embedded database (PGlite) only: a dataset's catalogue copy (`remote`, a few kilobytes of
-- JSON) is stored out of line without compression. PGlite has no lz4, and pglz in WebAssembly was
-- about a tenth of a harvest's CPU (bench/harvest/README.md, 29 November 2026); the table grows by
-- about 2.5 kB a dataset. PostgreSQL keeps compressing it: its CPU is not the app's, and its WAL
-- and disk are shared. Rows written before this keep their compressed copy until rewritten.
DO $$
BEGIN
	IF version() LIKE '%emscripten%' THEN
		ALTER TABLE "datasets" ALTER COLUMN "remote" SET STORAGE EXTERNAL;
	END IF;
END $$;
