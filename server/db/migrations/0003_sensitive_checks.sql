CREATE TABLE "sensitive_check_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"dataset_id" uuid,
	"requested_by" text,
	"organization_names" text[],
	"total" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"resume_after" uuid,
	"queued_all_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"dataset_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"batch_id" uuid,
	"requested_by" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"url" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"file_bytes" bigint,
	"content_type" text,
	"format" text,
	"encoding" text,
	"sheets" text[],
	"rows_scanned" integer,
	"duration_ms" integer,
	"supported" boolean,
	"not_supported_reason" text,
	"finding_count" integer,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmation_count" integer,
	"findings_truncated" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"error_params" jsonb,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "sensitive_findings" (
	"check_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"row" integer NOT NULL,
	"page" integer,
	"sheet" text,
	"column" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"likelihood" text NOT NULL,
	"likelihood_rank" smallint NOT NULL,
	"sensitivity" text NOT NULL,
	"quote" text NOT NULL,
	CONSTRAINT "sensitive_findings_check_id_seq_pk" PRIMARY KEY("check_id","seq")
);
--> statement-breakpoint
ALTER TABLE "sensitive_check_batches" ADD CONSTRAINT "sensitive_check_batches_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_check_batches" ADD CONSTRAINT "sensitive_check_batches_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_check_batches" ADD CONSTRAINT "sensitive_check_batches_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_checks" ADD CONSTRAINT "sensitive_checks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_checks" ADD CONSTRAINT "sensitive_checks_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_checks" ADD CONSTRAINT "sensitive_checks_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_checks" ADD CONSTRAINT "sensitive_checks_batch_id_sensitive_check_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sensitive_check_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_checks" ADD CONSTRAINT "sensitive_checks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_findings" ADD CONSTRAINT "sensitive_findings_check_id_sensitive_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."sensitive_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensitive_check_batches_instance" ON "sensitive_check_batches" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "sensitive_check_batches_dataset" ON "sensitive_check_batches" USING btree ("dataset_id","created_at");--> statement-breakpoint
CREATE INDEX "sensitive_checks_resource" ON "sensitive_checks" USING btree ("resource_id","queued_at");--> statement-breakpoint
CREATE INDEX "sensitive_checks_batch" ON "sensitive_checks" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "sensitive_checks_dataset_status" ON "sensitive_checks" USING btree ("dataset_id","status");--> statement-breakpoint
CREATE INDEX "sensitive_findings_check_type" ON "sensitive_findings" USING btree ("check_id","type","seq");