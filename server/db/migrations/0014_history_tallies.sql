CREATE TABLE "history_tallies" (
	"instance_id" uuid NOT NULL,
	"added" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_tallies" ADD CONSTRAINT "history_tallies_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_tallies_instance" ON "history_tallies" USING btree ("instance_id");--> statement-breakpoint
CREATE FUNCTION "tally_inserted_histories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "history_tallies" ("instance_id", "added")
	SELECT "instance_id", count(*) FROM "changed_histories" GROUP BY "instance_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "tally_deleted_histories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Not for an instance being deleted: its tallies go with it.
	INSERT INTO "history_tallies" ("instance_id", "added")
	SELECT h."instance_id", -count(*) FROM "changed_histories" h
	WHERE EXISTS (SELECT 1 FROM "instances" i WHERE i."id" = h."instance_id")
	GROUP BY h."instance_id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "histories_tally_inserted" AFTER INSERT ON "histories"
	REFERENCING NEW TABLE AS "changed_histories"
	FOR EACH STATEMENT EXECUTE FUNCTION "tally_inserted_histories"();--> statement-breakpoint
CREATE TRIGGER "histories_tally_deleted" AFTER DELETE ON "histories"
	REFERENCING OLD TABLE AS "changed_histories"
	FOR EACH STATEMENT EXECUTE FUNCTION "tally_deleted_histories"();--> statement-breakpoint
INSERT INTO "history_tallies" ("instance_id", "added")
SELECT "instance_id", count(*) FROM "histories" GROUP BY "instance_id";
