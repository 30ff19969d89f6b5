CREATE TABLE "repo_insights" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"code_link" text NOT NULL,
	"status" text NOT NULL,
	"snapshot_id" integer,
	"error" text,
	"requested_at" timestamp (3) with time zone,
	"checked_at" timestamp (3) with time zone,
	CONSTRAINT "repo_insights_status_check" CHECK ("repo_insights"."status" in ('pending', 'ready', 'failed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "repo_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repo_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_link" text NOT NULL,
	"commit" text NOT NULL,
	"facts" jsonb NOT NULL,
	"analyzed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repo_insights" ADD CONSTRAINT "repo_insights_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repo_insights" ADD CONSTRAINT "repo_insights_snapshot_id_repo_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."repo_snapshots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repo_insights_snapshot_idx" ON "repo_insights" USING btree ("snapshot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repo_snapshots_link_commit_key" ON "repo_snapshots" USING btree ("code_link","commit");