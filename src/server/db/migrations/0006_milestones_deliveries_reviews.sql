CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"developer_id" integer NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"changes_note" text,
	"responded_at" timestamp with time zone,
	"auto_approve_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"approved_automatically" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('submitted', 'approved', 'changes_requested')),
	CONSTRAINT "deliveries_message_check" CHECK (length(btrim("deliveries"."message")) > 0)
);
--> statement-breakpoint
DROP INDEX "payments_one_live_per_bid_key";--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "changes_note" text;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "auto_approve_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "approved_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_one_open_key" ON "deliveries" USING btree ("project_id") WHERE "deliveries"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "deliveries_project_idx" ON "deliveries" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_auto_approve_idx" ON "deliveries" USING btree ("auto_approve_at") WHERE "deliveries"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestones_auto_approve_idx" ON "milestones" USING btree ("auto_approve_at") WHERE "milestones"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_bid_key" ON "payments" USING btree ("bid_id") WHERE "payments"."status" in ('pending', 'succeeded', 'partially_refunded');