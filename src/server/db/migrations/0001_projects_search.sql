-- array_to_string is only STABLE, and a generated column needs an IMMUTABLE expression. Joining
-- a text[] with a space depends on nothing but its input, so this wrapper may honestly say so.
CREATE OR REPLACE FUNCTION finishline_text_list(items text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(items, ' '), '') $$;--> statement-breakpoint
DROP INDEX "projects_status_created_idx";--> statement-breakpoint
DROP INDEX "projects_submitter_idx";--> statement-breakpoint
DROP INDEX "projects_finisher_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, finishline_text_list(tech_stack)), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "projects_listed_created_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."status" in ('open', 'active');--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_submitter_idx" ON "projects" USING btree ("submitter_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_finisher_idx" ON "projects" USING btree ("finisher_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);