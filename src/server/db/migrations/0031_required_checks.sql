CREATE TABLE "delivery_check_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"required_checks" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_on_checks" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_check_settings_release_check" CHECK (not "delivery_check_settings"."release_on_checks" or cardinality("delivery_check_settings"."required_checks") > 0)
);
--> statement-breakpoint
CREATE TABLE "dispute_delivery_evidence" (
	"dispute_id" integer PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"evidence" jsonb NOT NULL,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "github_webhook_deliveries" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "delivery_evidence" ADD COLUMN "released_on_checks_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "delivery_check_settings" ADD CONSTRAINT "delivery_check_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_delivery_evidence" ADD CONSTRAINT "dispute_delivery_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_delivery_evidence" ADD CONSTRAINT "dispute_delivery_evidence_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_evidence_head_idx" ON "delivery_evidence" USING btree ("head_commit");