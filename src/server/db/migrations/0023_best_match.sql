-- Best match (docs/decisions/discovery.md): a project's technologies lower-cased, to compare with
-- a developer's skills ignoring case. lower() of each entry depends on nothing but its input, so
-- the function may say IMMUTABLE and be indexed.
CREATE OR REPLACE FUNCTION finishline_lower_list(items text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(item)), '{}'::text[]) FROM unnest(items) AS item $$;--> statement-breakpoint
CREATE INDEX "project_cards_tech_lower_idx" ON "project_cards" USING gin (finishline_lower_list("tech_stack"));
