CREATE TABLE "dataset_tallies" (
	"instance_id" uuid NOT NULL,
	"added" integer NOT NULL,
	"changes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataset_tallies" ADD CONSTRAINT "dataset_tallies_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_tallies_instance" ON "dataset_tallies" USING btree ("instance_id");--> statement-breakpoint
CREATE FUNCTION "tally_inserted_datasets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the rows really inserted: an upsert's updated rows are in the update trigger's table.
	INSERT INTO "dataset_tallies" ("instance_id", "added", "changes")
	SELECT "instance_id", count(*), 1 FROM "changed_datasets" GROUP BY "instance_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "tally_updated_datasets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "dataset_tallies" ("instance_id", "added", "changes")
	SELECT "instance_id", 0, 1 FROM "changed_datasets" GROUP BY "instance_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "tally_deleted_datasets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Not for an instance being deleted: its tallies go with it.
	INSERT INTO "dataset_tallies" ("instance_id", "added", "changes")
	SELECT d."instance_id", -count(*), 1 FROM "changed_datasets" d
	WHERE EXISTS (SELECT 1 FROM "instances" i WHERE i."id" = d."instance_id")
	GROUP BY d."instance_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "datasets_tally_inserted" AFTER INSERT ON "datasets"
	REFERENCING NEW TABLE AS "changed_datasets"
	FOR EACH STATEMENT EXECUTE FUNCTION "tally_inserted_datasets"();--> statement-breakpoint
CREATE TRIGGER "datasets_tally_updated" AFTER UPDATE ON "datasets"
	REFERENCING NEW TABLE AS "changed_datasets"
	FOR EACH STATEMENT EXECUTE FUNCTION "tally_updated_datasets"();--> statement-breakpoint
CREATE TRIGGER "datasets_tally_deleted" AFTER DELETE ON "datasets"
	REFERENCING OLD TABLE AS "changed_datasets"
	FOR EACH STATEMENT EXECUTE FUNCTION "tally_deleted_datasets"();--> statement-breakpoint
INSERT INTO "dataset_tallies" ("instance_id", "added", "changes")
SELECT "instance_id", count(*), 1 FROM "datasets" GROUP BY "instance_id";
