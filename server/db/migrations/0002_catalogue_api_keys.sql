CREATE TABLE "catalogue_api_keys" (
	"user_id" text NOT NULL,
	"instance_id" uuid NOT NULL,
	"sealed_key" text NOT NULL,
	"hint" text NOT NULL,
	"can_write" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_api_keys_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_api_keys" ADD CONSTRAINT "catalogue_api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_api_keys" ADD CONSTRAINT "catalogue_api_keys_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;