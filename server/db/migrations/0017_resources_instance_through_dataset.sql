ALTER TABLE "resources" DROP CONSTRAINT "resources_instance_id_instances_id_fk";
