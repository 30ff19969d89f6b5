ALTER TABLE "projects" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "card_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating" numeric(2, 1);--> statement-breakpoint
-- A project's card: its ProjectView as the list pages send it, made here once per change instead
-- of on every read (docs/decisions/performance.md). Same fields, order and values as
-- toProjectView in features/projects/project-view.ts; tests/api/projects-list-json.test.ts
-- compares them after every kind of change below. Only primary-key reads: a plan cached by a
-- session while the tables were small stays right as they grow.
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
    u.username AS "submitterUsername",
    u.rating AS "submitterRating",
    NEW.finisher_id AS "finisherId",
    NEW.timeframe AS "timeframe",
    NEW.budget AS "budget",
    NEW.bid_count AS "bidCount",
    to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM users u WHERE u.id = NEW.submitter_id) v);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_card BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION finishline_project_card();--> statement-breakpoint
-- projects.bid_count: one update per project per statement, however many bids it wrote (the
-- generator inserts thousands at once). Both triggers name their rows `changed`.
CREATE OR REPLACE FUNCTION finishline_bids_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET bid_count = p.bid_count + c.delta
  FROM (
    SELECT project_id, count(*)::int * (CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END) AS delta
    FROM changed GROUP BY project_id
  ) c
  WHERE p.id = c.project_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bids_insert_count AFTER INSERT ON bids REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_bids_count();--> statement-breakpoint
CREATE TRIGGER bids_delete_count AFTER DELETE ON bids REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_bids_count();--> statement-breakpoint
-- users.rating: the average of the reviews a user received, to one decimal.
CREATE OR REPLACE FUNCTION finishline_reviews_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u
  SET rating = (SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.reviewee_id = u.id)
  WHERE u.id IN (SELECT reviewee_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_insert_rating AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_reviews_rating();--> statement-breakpoint
-- An edited review keeps its reviewee (only the rating and the comment change).
CREATE TRIGGER reviews_update_rating AFTER UPDATE ON reviews REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_reviews_rating();--> statement-breakpoint
CREATE TRIGGER reviews_delete_rating AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_reviews_rating();--> statement-breakpoint
-- The card names its owner and shows their rating: either changing rewrites the owner's cards.
-- The users row is locked first, so two changes to one owner take turns.
CREATE OR REPLACE FUNCTION finishline_owner_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET card_json = '' WHERE submitter_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_owner_cards AFTER UPDATE OF username, rating ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.rating IS DISTINCT FROM NEW.rating)
  EXECUTE FUNCTION finishline_owner_cards();--> statement-breakpoint
-- What is already there: counts, ratings, then every card.
UPDATE projects p SET bid_count = c.n
FROM (SELECT project_id, count(*)::int AS n FROM bids GROUP BY project_id) c
WHERE p.id = c.project_id;--> statement-breakpoint
UPDATE users u SET rating = r.average
FROM (SELECT reviewee_id, round(avg(rating), 1) AS average FROM reviews GROUP BY reviewee_id) r
WHERE u.id = r.reviewee_id;--> statement-breakpoint
UPDATE projects SET card_json = '';
