-- The dataset list filtered to what is not in step with its catalogue, read in name order; partial,
-- so the datasets in step (nearly all) are not in it and a harvest does not maintain it.
CREATE INDEX "datasets_instance_out_of_step" ON "datasets" USING btree ("instance_id","sync_status","name") WHERE "datasets"."sync_status" <> 'synced' or "datasets"."removed_at" is not null;