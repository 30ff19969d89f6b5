CREATE INDEX "project_cards_id_ranges_idx" ON "project_cards" USING brin (("project_id" + 0));--> statement-breakpoint
CREATE INDEX "projects_id_ranges_idx" ON "projects" USING brin (("id" + 0));