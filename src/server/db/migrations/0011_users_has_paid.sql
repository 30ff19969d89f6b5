ALTER TABLE "users" ADD COLUMN "has_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- users.has_paid: whether money the user paid for a project is held or went to its developer
-- (a payment of theirs 'succeeded' or 'partially_refunded'; one returned in full does not count:
-- docs/decisions/projects.md). Recomputed for the owners of payments that moved into or out of
-- those statuses, after locking the owners' rows: a change made meanwhile by another transaction
-- (a refund while another payment is confirmed) is then seen here. Written only when it changes.
CREATE OR REPLACE FUNCTION finishline_payments_has_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int[];
  owners int[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    moved := ARRAY(SELECT n.bid_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status IN ('succeeded', 'partially_refunded'))
        <> (o.status IN ('succeeded', 'partially_refunded')));
  ELSIF TG_OP = 'INSERT' THEN
    moved := ARRAY(SELECT bid_id FROM new_rows WHERE status IN ('succeeded', 'partially_refunded'));
  ELSE
    moved := ARRAY(SELECT bid_id FROM old_rows WHERE status IN ('succeeded', 'partially_refunded'));
  END IF;
  owners := ARRAY(SELECT DISTINCT p.submitter_id FROM bids b JOIN projects p ON p.id = b.project_id
    WHERE b.id = ANY (moved));
  IF cardinality(owners) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (owners) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET has_paid = NOT u.has_paid
  WHERE u.id = ANY (owners) AND u.has_paid <> EXISTS (
    SELECT 1 FROM projects p
    JOIN bids b ON b.project_id = p.id
    JOIN payments pm ON pm.bid_id = b.id
    WHERE p.submitter_id = u.id AND pm.status IN ('succeeded', 'partially_refunded')
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_insert_has_paid AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_payments_has_paid();--> statement-breakpoint
CREATE TRIGGER payments_update_has_paid AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_payments_has_paid();--> statement-breakpoint
CREATE TRIGGER payments_delete_has_paid AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finishline_payments_has_paid();--> statement-breakpoint
-- What is already there, before the owners' cards follow it: the next migration adds the field
-- and rewrites every card.
UPDATE users u SET has_paid = true
WHERE EXISTS (
  SELECT 1 FROM projects p
  JOIN bids b ON b.project_id = p.id
  JOIN payments pm ON pm.bid_id = b.id
  WHERE p.submitter_id = u.id AND pm.status IN ('succeeded', 'partially_refunded')
);--> statement-breakpoint
-- The card shows it: a change rewrites the owner's cards, as a new name or rating does.
DROP TRIGGER users_owner_cards ON users;--> statement-breakpoint
CREATE TRIGGER users_owner_cards AFTER UPDATE OF username, rating, has_paid ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.has_paid IS DISTINCT FROM NEW.has_paid)
  EXECUTE FUNCTION finishline_owner_cards();
