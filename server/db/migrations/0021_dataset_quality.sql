-- Quality (issue 42): each dataset's score, failed rules (GIN for the list's filter) and failures; each resource's file profile from the personal-data check's download; a snapshot per harvest.
CREATE TABLE "quality_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"harvest_run_id" uuid,
	"datasets" integer NOT NULL,
	"average_score" integer NOT NULL,
	"buckets" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "quality_score" smallint;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "quality_rules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "quality_failures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "quality_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_profile" jsonb;--> statement-breakpoint
ALTER TABLE "quality_snapshots" ADD CONSTRAINT "quality_snapshots_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_snapshots" ADD CONSTRAINT "quality_snapshots_harvest_run_id_harvest_runs_id_fk" FOREIGN KEY ("harvest_run_id") REFERENCES "public"."harvest_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_snapshots_instance_taken" ON "quality_snapshots" USING btree ("instance_id","taken_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "datasets_quality_rules" ON "datasets" USING gin ("quality_rules");--> statement-breakpoint
CREATE INDEX "datasets_instance_score_asc" ON "datasets" USING btree ("instance_id","quality_score","name");--> statement-breakpoint
CREATE INDEX "datasets_instance_score_desc" ON "datasets" USING btree ("instance_id","quality_score" DESC NULLS LAST,"name");