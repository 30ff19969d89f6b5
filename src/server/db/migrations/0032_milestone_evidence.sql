CREATE TABLE "milestone_evidence" (
	"milestone_id" integer PRIMARY KEY NOT NULL,
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
	CONSTRAINT "milestone_evidence_status_check" CHECK ("milestone_evidence"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "repository" text;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "milestone_evidence" ADD CONSTRAINT "milestone_evidence_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_evidence_checked_idx" ON "milestone_evidence" USING btree ("checked_at") WHERE "milestone_evidence"."status" = 'ready' and not "milestone_evidence"."stale";