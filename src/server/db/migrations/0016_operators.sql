CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_reason_check" CHECK (length(btrim("audit_log"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payouts_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The audit log is append-only (decisions.md, Operators): nothing edits or deletes an entry, the
-- app's own role included. A trigger, so it holds for every connection and statement.
CREATE OR REPLACE FUNCTION finishline_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION finishline_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_audit_log_append_only();--> statement-breakpoint
-- A project hidden by an operator, or whose owner is suspended, has no card: browsing, search and
-- the technologies list only cards (docs/decisions/operators.md). Showing it again, or
-- reinstating its owner, writes its card back.
CREATE OR REPLACE FUNCTION finishline_project_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hidden_at IS NOT NULL
    OR EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.submitter_id AND u.suspended_at IS NOT NULL)
  THEN
    DELETE FROM project_cards WHERE project_id = NEW.id;
    RETURN NULL;
  END IF;
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
DROP TRIGGER users_owner_cards ON users;--> statement-breakpoint
CREATE TRIGGER users_owner_cards AFTER UPDATE OF username, rating, has_paid, suspended_at ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.has_paid IS DISTINCT FROM NEW.has_paid
    OR (OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION finishline_owner_cards();
