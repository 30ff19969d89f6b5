-- Written by `npm run db:card-function` from src/server/features/projects/project-card-fields.ts:
-- change the field list there and run it again rather than editing this file. Writers of projects
-- wait while every card is rewritten, then write theirs with the new function.
LOCK TABLE projects IN SHARE MODE;--> statement-breakpoint
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
    u.has_paid AS "submitterHasPaid",
    p.finisher_id AS "finisherId",
    p.timeframe AS "timeframe",
    p.budget AS "budget",
    p.bid_count AS "bidCount",
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM users u WHERE u.id = p.submitter_id) v);
END $$;--> statement-breakpoint
UPDATE project_cards c SET card_json = finishline_card_json(p) FROM projects p WHERE p.id = c.project_id;
