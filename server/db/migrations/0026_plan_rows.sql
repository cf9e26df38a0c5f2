CREATE TABLE "import_plan_rounds" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"datasets" json NOT NULL,
	CONSTRAINT "import_plan_rounds_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "dataset_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_plan_rounds" ADD CONSTRAINT "import_plan_rounds_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Plans stored before: their datasets become one round, and the header keeps the rest.
INSERT INTO "import_plan_rounds" ("import_id", "position", "datasets")
  SELECT "id", 0, ("plan"->'datasets')::json FROM "imports" WHERE jsonb_typeof("plan"->'datasets') = 'array';--> statement-breakpoint
UPDATE "imports" SET "dataset_count" = jsonb_array_length("plan"->'datasets'), "plan" = "plan" - 'datasets'
  WHERE jsonb_typeof("plan"->'datasets') = 'array';
