CREATE TABLE "delivery_baselines" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"code_link" text NOT NULL,
	"status" text NOT NULL,
	"commit" text,
	"error" text,
	"recorded_at" timestamp (3) with time zone,
	CONSTRAINT "delivery_baselines_status_check" CHECK ("delivery_baselines"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "delivery_evidence" (
	"delivery_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"base_commit" text,
	"head_commit" text,
	"diff" jsonb,
	"todos" jsonb,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checks" jsonb,
	"error" text,
	"stale" boolean DEFAULT false NOT NULL,
	"read_at" timestamp (3) with time zone,
	"checked_at" timestamp (3) with time zone,
	CONSTRAINT "delivery_evidence_status_check" CHECK ("delivery_evidence"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "repository" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "delivery_baselines" ADD CONSTRAINT "delivery_baselines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_evidence" ADD CONSTRAINT "delivery_evidence_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_evidence_checked_idx" ON "delivery_evidence" USING btree ("checked_at") WHERE "delivery_evidence"."status" = 'ready' and not "delivery_evidence"."stale";