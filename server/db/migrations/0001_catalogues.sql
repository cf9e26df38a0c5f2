CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"ckan_id" text,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"owner_org" text,
	"organization_name" text,
	"organization_title" text,
	"license_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"maintainer" text,
	"update_frequency" text,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"num_resources" integer DEFAULT 0 NOT NULL,
	"metadata_created" timestamp with time zone,
	"metadata_modified" timestamp with time zone,
	"remote" jsonb,
	"base" jsonb,
	"remote_modified" text,
	"sync_status" text DEFAULT 'synced' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"removed_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"link_status" text,
	"sensitive_count" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"ckan_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"mimetype" text,
	"size" bigint,
	"created" timestamp with time zone,
	"last_modified" timestamp with time zone,
	"remote" jsonb,
	"base" jsonb,
	"sync_status" text DEFAULT 'synced' NOT NULL,
	"last_checked_at" timestamp with time zone,
	"link_status" text,
	"sensitive_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"instance_id" uuid,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_vocabularies" (
	"instance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_vocabularies_instance_id_kind_pk" PRIMARY KEY("instance_id","kind")
);
--> statement-breakpoint
CREATE TABLE "harvest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"kept_local" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"organization_scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"ckan_version" text,
	"site_title" text,
	"state" text DEFAULT 'preparing' NOT NULL,
	"harvest_schedule" text DEFAULT '0 3 * * *' NOT NULL,
	"last_synchronized_at" timestamp with time zone,
	"dataset_count" integer DEFAULT 0 NOT NULL,
	"resource_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_destinations" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"instance_id" uuid NOT NULL,
	"organization_names" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "edit_destinations_workspace_id_user_id_instance_id_pk" PRIMARY KEY("workspace_id","user_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_vocabularies" ADD CONSTRAINT "catalogue_vocabularies_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_runs" ADD CONSTRAINT "harvest_runs_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_runs" ADD CONSTRAINT "harvest_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_destinations" ADD CONSTRAINT "edit_destinations_workspace_id_user_id_workspace_members_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "datasets_instance_ckan_id" ON "datasets" USING btree ("instance_id","ckan_id");--> statement-breakpoint
CREATE INDEX "datasets_instance_name" ON "datasets" USING btree ("instance_id","name");--> statement-breakpoint
CREATE INDEX "datasets_instance_modified_desc" ON "datasets" USING btree ("instance_id","metadata_modified" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "datasets_instance_modified_asc" ON "datasets" USING btree ("instance_id","metadata_modified","name");--> statement-breakpoint
CREATE INDEX "datasets_instance_resources_desc" ON "datasets" USING btree ("instance_id","num_resources" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "datasets_instance_resources_asc" ON "datasets" USING btree ("instance_id","num_resources","name");--> statement-breakpoint
CREATE INDEX "datasets_search_grams" ON "datasets" USING gin ("search_grams");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_instance_ckan_id" ON "resources" USING btree ("instance_id","ckan_id");--> statement-breakpoint
CREATE INDEX "resources_dataset" ON "resources" USING btree ("dataset_id","position");--> statement-breakpoint
CREATE INDEX "resources_instance_format" ON "resources" USING btree ("instance_id","format");--> statement-breakpoint
CREATE INDEX "events_instance_created" ON "events" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "events_workspace_created" ON "events" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "harvest_runs_instance" ON "harvest_runs" USING btree ("instance_id","queued_at");--> statement-breakpoint
CREATE INDEX "instances_workspace" ON "instances" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "workspace_members_user" ON "workspace_members" USING btree ("user_id");