DROP INDEX "histories_instance_created";--> statement-breakpoint
CREATE INDEX "histories_instance_actor" ON "histories" USING btree ("instance_id","actor_id");--> statement-breakpoint
CREATE INDEX "histories_instance_created" ON "histories" USING btree ("instance_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);