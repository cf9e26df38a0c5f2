-- Quality (issue 42): each dataset's score, failed rules and failures in dataset_quality, beside the wide dataset rows; each resource's file profile from the personal-data check's download; a snapshot per harvest.
CREATE TABLE "dataset_quality" (
	"dataset_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" uuid NOT NULL,
	"organization_name" text,
	"organization_title" text,
	"removed" boolean DEFAULT false NOT NULL,
	"score" smallint NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "resources" ADD COLUMN "file_profile" jsonb;--> statement-breakpoint
ALTER TABLE "dataset_quality" ADD CONSTRAINT "dataset_quality_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_snapshots" ADD CONSTRAINT "quality_snapshots_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_snapshots" ADD CONSTRAINT "quality_snapshots_harvest_run_id_harvest_runs_id_fk" FOREIGN KEY ("harvest_run_id") REFERENCES "public"."harvest_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_quality_instance" ON "dataset_quality" USING btree ("instance_id","removed","organization_name","score");--> statement-breakpoint
CREATE INDEX "dataset_quality_instance_scored" ON "dataset_quality" USING btree ("instance_id","scored_at");--> statement-breakpoint
CREATE INDEX "quality_snapshots_instance_taken" ON "quality_snapshots" USING btree ("instance_id","taken_at" DESC NULLS LAST);