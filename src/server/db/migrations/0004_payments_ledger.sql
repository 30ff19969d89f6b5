CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('charge', 'release', 'transfer', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('queued', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"developer_id" integer NOT NULL,
	"milestone_id" integer,
	"gross" integer NOT NULL,
	"developer_amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'waiting_for_onboarding' NOT NULL,
	"transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_split_check" CHECK ("releases"."gross" > 0 and "releases"."developer_amount" >= 0 and "releases"."fee" >= 0 and "releases"."gross" = "releases"."developer_amount" + "releases"."fee"),
	CONSTRAINT "releases_status_check" CHECK ("releases"."status" in ('waiting_for_onboarding', 'queued', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_key" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payment_idx" ON "ledger_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "releases_transfer_key" ON "releases" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_milestone_key" ON "releases" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "releases_payment_idx" ON "releases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "releases_developer_idx" ON "releases" USING btree ("developer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "releases_due_idx" ON "releases" USING btree ("next_attempt_at") WHERE "releases"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_objects_idempotency_key" ON "sandbox_objects" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_bid_key" ON "payments" USING btree ("bid_id") WHERE "payments"."status" in ('pending', 'succeeded', 'partially_refunded');--> statement-breakpoint
-- Payments recorded before the ledger existed (demo data of earlier versions): their charge enters
-- the ledger, and a completed project's money is released to its developer, waiting for payout
-- onboarding, exactly as the app would have done it.
INSERT INTO "ledger_transactions" ("kind", "reference", "payment_id")
  SELECT 'charge', 'payment:' || p.id, p.id FROM "payments" p WHERE p.status = 'succeeded';--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount")
  SELECT t.id, e.account, e.amount
  FROM "ledger_transactions" t
  JOIN "payments" p ON p.id = t.payment_id
  JOIN "bids" b ON b.id = p.bid_id
  CROSS JOIN LATERAL (VALUES ('provider:charges', -p.amount), ('escrow:project:' || b.project_id, p.amount)) AS e(account, amount)
  WHERE t.kind = 'charge';--> statement-breakpoint
INSERT INTO "releases" ("payment_id", "developer_id", "gross", "developer_amount", "fee", "status")
  SELECT p.id, b.finisher_id, p.amount, p.developer_amount, p.platform_fee, 'waiting_for_onboarding'
  FROM "payments" p JOIN "bids" b ON b.id = p.bid_id JOIN "projects" pr ON pr.id = b.project_id
  WHERE p.status = 'succeeded' AND pr.status = 'completed';--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "reference", "payment_id")
  SELECT 'release', 'release:' || r.id, r.payment_id FROM "releases" r;--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount")
  SELECT t.id, e.account, e.amount
  FROM "ledger_transactions" t
  JOIN "releases" r ON t.reference = 'release:' || r.id
  JOIN "payments" p ON p.id = r.payment_id
  JOIN "bids" b ON b.id = p.bid_id
  CROSS JOIN LATERAL (VALUES
    ('escrow:project:' || b.project_id, -r.gross),
    ('developer:' || r.developer_id || ':payable', r.developer_amount),
    ('platform:fees', r.fee)) AS e(account, amount)
  WHERE t.kind = 'release' AND e.amount <> 0;
