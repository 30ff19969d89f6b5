ALTER TABLE "bids" ADD COLUMN "shortlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "decline_reason" text;--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"developer_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_project_developer_key" ON "invitations" USING btree ("project_id","developer_id");--> statement-breakpoint
CREATE INDEX "invitations_developer_created_idx" ON "invitations" USING btree ("developer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);