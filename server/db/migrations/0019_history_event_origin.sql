-- Where each history row and event came from: the client address of the call that made it, and
-- whether a trusted proxy vouched for it. Null for rows a job wrote on its own and for older rows.
ALTER TABLE "events" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "via_trusted_proxy" boolean;--> statement-breakpoint
ALTER TABLE "histories" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "histories" ADD COLUMN "via_trusted_proxy" boolean;