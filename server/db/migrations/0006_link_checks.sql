CREATE TABLE "link_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"dataset_id" uuid,
	"resource_id" uuid,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"alive" integer DEFAULT 0 NOT NULL,
	"dead" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_after" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"engine_status" text NOT NULL,
	"reason" text NOT NULL,
	"http_status" integer,
	"final_url" text,
	"content_type" text,
	"content_length" bigint,
	"response_time_ms" integer NOT NULL,
	"redirects" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_states" (
	"resource_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" uuid NOT NULL,
	"url" text NOT NULL,
	"engine_status" text NOT NULL,
	"http_status" integer,
	"final_url" text,
	"detail" text,
	"failing_since" timestamp with time zone,
	"check_id" uuid
);
--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "link_reason" text;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "link_reason" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "link_check_schedule" text DEFAULT '0 4 * * *' NOT NULL;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_results" ADD CONSTRAINT "link_results_check_id_link_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."link_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_results" ADD CONSTRAINT "link_results_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_results" ADD CONSTRAINT "link_results_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_states" ADD CONSTRAINT "link_states_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_states" ADD CONSTRAINT "link_states_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_states" ADD CONSTRAINT "link_states_check_id_link_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."link_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_checks_instance_queued" ON "link_checks" USING btree ("instance_id","queued_at");--> statement-breakpoint
CREATE INDEX "link_checks_dataset" ON "link_checks" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "link_results_resource_checked" ON "link_results" USING btree ("resource_id","checked_at");--> statement-breakpoint
CREATE INDEX "link_results_check" ON "link_results" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "link_states_instance" ON "link_states" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "datasets_instance_link_status" ON "datasets" USING btree ("instance_id","link_status","name");--> statement-breakpoint
CREATE INDEX "resources_instance_link_status" ON "resources" USING btree ("instance_id","link_status");