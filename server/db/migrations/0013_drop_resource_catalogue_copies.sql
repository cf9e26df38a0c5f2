ALTER TABLE "resources" DROP COLUMN "remote";--> statement-breakpoint
ALTER TABLE "resources" DROP COLUMN "base";