-- Every created_at to the millisecond, as a JavaScript Date holds it (schema.ts, createdAt): a
-- list cursor is a row's time as a Date, so finer times were cut, and rows written in the same
-- millisecond as a page's last row were skipped. Cut, not rounded, like the cards' createdAt
-- (to_char ... MS) and Date already read them: nothing shown changes.
ALTER TABLE "bids" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "conversation_channels" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "conversation_threads" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "milestones" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "provider_events" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "releases" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "sandbox_objects" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone USING date_trunc('milliseconds', "created_at");
