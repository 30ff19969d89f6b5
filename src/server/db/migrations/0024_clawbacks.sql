CREATE TABLE "clawbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clawbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chargeback_id" integer NOT NULL,
	"developer_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clawbacks_amount_check" CHECK ("clawbacks"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "releases" DROP CONSTRAINT "releases_status_check";--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "clawed_back" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clawbacks" ADD CONSTRAINT "clawbacks_chargeback_id_chargebacks_id_fk" FOREIGN KEY ("chargeback_id") REFERENCES "public"."chargebacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clawbacks" ADD CONSTRAINT "clawbacks_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clawbacks" ADD CONSTRAINT "clawbacks_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clawbacks_request_key" ON "clawbacks" USING btree ("chargeback_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "clawbacks_developer_idx" ON "clawbacks" USING btree ("developer_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('charge', 'release', 'transfer', 'refund', 'chargeback', 'reinstatement', 'clawback'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('notification', 'message', 'milestone', 'milestone_completed', 'milestone_approved', 'bid', 'project', 'dispute'));--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_clawed_back_check" CHECK ("releases"."clawed_back" between 0 and "releases"."developer_amount");--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_status_check" CHECK ("releases"."status" in ('waiting_for_onboarding', 'queued', 'sending', 'sent', 'settled'));