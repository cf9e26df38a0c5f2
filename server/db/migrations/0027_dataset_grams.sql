CREATE TABLE "dataset_grams" (
	"dataset_id" uuid PRIMARY KEY NOT NULL,
	"grams" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
INSERT INTO "dataset_grams" ("dataset_id", "grams") SELECT "id", "search_grams" FROM "datasets";--> statement-breakpoint
ALTER TABLE "dataset_grams" ADD CONSTRAINT "dataset_grams_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_grams_grams" ON "dataset_grams" USING gin ("grams");--> statement-breakpoint
DROP INDEX "datasets_search_grams";--> statement-breakpoint
ALTER TABLE "datasets" DROP COLUMN "search_grams";
