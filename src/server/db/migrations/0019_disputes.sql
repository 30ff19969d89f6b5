CREATE TABLE "chargebacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chargebacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"payment_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"held_taken" integer DEFAULT 0 NOT NULL,
	"reinstated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "chargebacks_status_check" CHECK ("chargebacks"."status" in ('open', 'won', 'lost')),
	CONSTRAINT "chargebacks_amounts_check" CHECK ("chargebacks"."amount" >= 0 and "chargebacks"."withdrawn" >= 0 and "chargebacks"."fee" >= 0 and "chargebacks"."held_taken" between 0 and "chargebacks"."withdrawn" and "chargebacks"."reinstated" between 0 and "chargebacks"."withdrawn")
);
--> statement-breakpoint
CREATE TABLE "dispute_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"proposed_release" integer,
	"message" text,
	"link" text,
	"file_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_events_kind_check" CHECK ("dispute_events"."kind" in ('proposal', 'counter', 'message', 'evidence', 'acceptance', 'escalation', 'reminder', 'expiry', 'decision', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "dispute_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_files_size_check" CHECK ("dispute_files"."size" > 0 and "dispute_files"."size" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"developer_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"held" integer NOT NULL,
	"proposed_release" integer NOT NULL,
	"proposed_by" integer NOT NULL,
	"deadline" timestamp (3) with time zone,
	"remind_at" timestamp (3) with time zone,
	"reminder_sent_at" timestamp (3) with time zone,
	"release" integer,
	"decision_reason" text,
	"decided_by" integer,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_state_check" CHECK ("disputes"."state" in ('open', 'countered', 'escalated', 'settled', 'decided', 'ended')),
	CONSTRAINT "disputes_amounts_check" CHECK ("disputes"."held" > 0 and "disputes"."proposed_release" between 0 and "disputes"."held" and ("disputes"."release" is null or "disputes"."release" between 0 and "disputes"."held")),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('not_delivered', 'not_as_agreed', 'unresponsive', 'cancelled', 'other'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_file_id_dispute_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dispute_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_external_key" ON "chargebacks" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "chargebacks_project_idx" ON "chargebacks" USING btree ("project_id") WHERE "chargebacks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","id");--> statement-breakpoint
CREATE INDEX "dispute_files_dispute_idx" ON "dispute_files" USING btree ("dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_key" ON "disputes" USING btree ("project_id") WHERE "disputes"."state" in ('open', 'countered', 'escalated');--> statement-breakpoint
CREATE INDEX "disputes_project_idx" ON "disputes" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_owner_idx" ON "disputes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "disputes_developer_idx" ON "disputes" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "disputes_deadline_idx" ON "disputes" USING btree ("deadline") WHERE "disputes"."state" in ('open', 'countered');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('charge', 'release', 'transfer', 'refund', 'chargeback', 'reinstatement'));