-- A batch (an import, a change made in the browser, an undo) may undo an earlier one: its page links both ways.
ALTER TABLE "imports" ADD COLUMN "undoes_id" uuid;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_undoes_id_imports_id_fk" FOREIGN KEY ("undoes_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;