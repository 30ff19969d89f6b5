-- Search's named set read from a stored column: rechecking the expression index's lossy pages
-- parsed every name again (docs/decisions/search.md).
DROP INDEX "projects_title_search_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(name, '') || ' ' || finishline_text_list(tech_stack))) STORED;--> statement-breakpoint
CREATE INDEX "projects_title_search_idx" ON "projects" USING gin ("title_vector");