ALTER TABLE "users" ADD COLUMN "has_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- users.has_paid: the user has paid for a project at least once (docs/decisions/projects.md,
-- "Has paid before"). Set by the payment's confirmation (confirm-payment.ts) and never unset.
-- What is already there, before the owners' cards follow it: the next migration adds the field
-- and rewrites every card.
UPDATE users u SET has_paid = true
WHERE EXISTS (
  SELECT 1 FROM projects p
  JOIN bids b ON b.project_id = p.id
  JOIN payments pm ON pm.bid_id = b.id
  WHERE p.submitter_id = u.id AND pm.status IN ('succeeded', 'partially_refunded', 'refunded')
);--> statement-breakpoint
-- The card shows it: a change rewrites the owner's cards, as a new name or rating does.
DROP TRIGGER users_owner_cards ON users;--> statement-breakpoint
CREATE TRIGGER users_owner_cards AFTER UPDATE OF username, rating, has_paid ON users
  FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.has_paid IS DISTINCT FROM NEW.has_paid)
  EXECUTE FUNCTION finishline_owner_cards();
