ALTER TABLE "link_checks" ADD COLUMN "parts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "parts_done" integer DEFAULT 0 NOT NULL;