-- Quality (issue 42): how the file the latest check read differs from the standard dataset its dataset claims.
ALTER TABLE "resources" ADD COLUMN "conformance" jsonb;
