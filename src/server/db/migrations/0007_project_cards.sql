ALTER TABLE "projects" ADD COLUMN "card_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A project's card: its ProjectView as the list pages send it, made here once per change instead
-- of on every read (docs/decisions/performance.md). Same fields, order and values as
-- toProjectView in features/projects/project-view.ts; tests/api/projects-list-json.test.ts
-- compares them after every kind of change below.
CREATE OR REPLACE FUNCTION finishline_project_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_json := (SELECT row_to_json(v)::text FROM (SELECT
    NEW.id AS "id",
    NEW.name AS "name",
    NEW.description AS "description",
    NEW.tech_stack AS "techStack",
    NEW.code_link AS "codeLink",
    NEW.image_url AS "imageUrl",
    NEW.thumbnail_url AS "thumbnailUrl",
    NEW.status AS "status",
    NEW.submitter_id AS "submitterId",
    (SELECT u.username FROM users u WHERE u.id = NEW.submitter_id) AS "submitterUsername",
    (SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.reviewee_id = NEW.submitter_id) AS "submitterRating",
    NEW.finisher_id AS "finisherId",
    NEW.timeframe AS "timeframe",
    NEW.budget AS "budget",
    (SELECT count(*)::int FROM bids b WHERE b.project_id = NEW.id) AS "bidCount",
    to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  ) v);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_card BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION finishline_project_card();--> statement-breakpoint
-- The card counts the project's bids: a new (or removed) bid rewrites its project's card. The
-- update itself is what rewrites it (the trigger above); both triggers name their rows `changed`.
CREATE OR REPLACE FUNCTION finishline_bids_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET card_json = '' WHERE id IN (SELECT project_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bids_insert_cards AFTER INSERT ON bids REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_bids_cards();--> statement-breakpoint
CREATE TRIGGER bids_delete_cards AFTER DELETE ON bids REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_bids_cards();--> statement-breakpoint
-- The card carries the owner's rating: a review of an owner rewrites that owner's cards, locked
-- in id order so that two reviews of one owner at once wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION finishline_reviews_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET card_json = '' WHERE id IN (
    SELECT p.id FROM projects p WHERE p.submitter_id IN (SELECT reviewee_id FROM changed)
    ORDER BY p.id FOR NO KEY UPDATE);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_insert_cards AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_reviews_cards();--> statement-breakpoint
-- An edited review keeps its reviewee (only the rating and the comment change).
CREATE TRIGGER reviews_update_cards AFTER UPDATE ON reviews REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_reviews_cards();--> statement-breakpoint
CREATE TRIGGER reviews_delete_cards AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_reviews_cards();--> statement-breakpoint
-- The card names the owner: a new username rewrites the owner's cards.
CREATE OR REPLACE FUNCTION finishline_owner_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET card_json = '' WHERE submitter_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_username_cards AFTER UPDATE OF username ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION finishline_owner_cards();--> statement-breakpoint
-- Cards for the projects already there.
UPDATE projects SET card_json = '';
