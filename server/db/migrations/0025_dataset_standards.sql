-- Quality (issue 42): the standard dataset a team chose for a dataset (or none), over what its title and tags claim.
CREATE TABLE "dataset_standards" (
	"dataset_id" uuid PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"chosen_by" text,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataset_standards" ADD CONSTRAINT "dataset_standards_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_standards" ADD CONSTRAINT "dataset_standards_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
