-- List pages read a narrow table of their own: each project's card (its ProjectView as the API
-- sends it) and what pages filter and order by, apart from the wide project rows (description,
-- search document), so that what pages read stays in memory (docs/decisions/performance.md,
-- "Cards apart"). The card was projects.card_json (migration 0007).
DROP TRIGGER projects_card ON projects;--> statement-breakpoint
DROP INDEX "projects_status_created_idx";--> statement-breakpoint
DROP INDEX "projects_listed_created_idx";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "card_json";--> statement-breakpoint
CREATE TABLE "project_cards" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"submitter_id" integer NOT NULL,
	"tech_stack" text[] DEFAULT '{}'::text[] NOT NULL,
	"card_json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_cards" ADD CONSTRAINT "project_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A project's card from its row: the same fields, order and values as toProjectView in
-- features/projects/project-view.ts (tests/api/projects-list-json.test.ts compares them after
-- every kind of change). PL/pgSQL keeps its plan, a primary-key read of the owner.
CREATE OR REPLACE FUNCTION finishline_card_json(p projects) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT row_to_json(v)::text FROM (SELECT
    p.id AS "id",
    p.name AS "name",
    p.description AS "description",
    p.tech_stack AS "techStack",
    p.code_link AS "codeLink",
    p.image_url AS "imageUrl",
    p.thumbnail_url AS "thumbnailUrl",
    p.status AS "status",
    p.submitter_id AS "submitterId",
    u.username AS "submitterUsername",
    u.rating AS "submitterRating",
    p.finisher_id AS "finisherId",
    p.timeframe AS "timeframe",
    p.budget AS "budget",
    p.bid_count AS "bidCount",
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM users u WHERE u.id = p.submitter_id) v);
END $$;--> statement-breakpoint
-- Every write of a project writes its card, in the same transaction and under the project's row
-- lock, so two writers of one project take turns on its card too.
CREATE OR REPLACE FUNCTION finishline_project_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_cards (project_id, status, created_at, submitter_id, tech_stack, card_json)
  VALUES (NEW.id, NEW.status, NEW.created_at, NEW.submitter_id, NEW.tech_stack, finishline_card_json(NEW))
  ON CONFLICT (project_id) DO UPDATE SET
    status = excluded.status,
    created_at = excluded.created_at,
    submitter_id = excluded.submitter_id,
    tech_stack = excluded.tech_stack,
    card_json = excluded.card_json;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_card AFTER INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION finishline_project_card();--> statement-breakpoint
-- A new name or rating of an owner rewrites their cards through their projects' rows (the
-- trigger above), so a card is only ever written under its project's lock.
CREATE OR REPLACE FUNCTION finishline_owner_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET submitter_id = submitter_id WHERE submitter_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO project_cards (project_id, status, created_at, submitter_id, tech_stack, card_json)
SELECT p.id, p.status, p.created_at, p.submitter_id, p.tech_stack, finishline_card_json(p)
FROM projects p;--> statement-breakpoint
CREATE INDEX "project_cards_listed_idx" ON "project_cards" USING btree ("created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST) WHERE "project_cards"."status" in ('open', 'active');--> statement-breakpoint
CREATE INDEX "project_cards_status_created_idx" ON "project_cards" USING btree ("status","created_at" DESC NULLS FIRST,"project_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_cards_tech_stack_idx" ON "project_cards" USING gin ("tech_stack");
