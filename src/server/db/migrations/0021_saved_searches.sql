CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_project_id_pk" PRIMARY KEY("saved_search_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"cadence" text NOT NULL,
	"last_digest_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_query" "tsquery" GENERATED ALWAYS AS (websearch_to_tsquery('english'::regconfig, text)) STORED,
	"anchor_words" text[] GENERATED ALWAYS AS (case when querytree(websearch_to_tsquery('english'::regconfig, text)) = 'T' then '{}'::text[] else tsvector_to_array(to_tsvector('english'::regconfig, text)) end) STORED NOT NULL,
	CONSTRAINT "saved_searches_cadence_check" CHECK ("saved_searches"."cadence" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_budget_check" CHECK ("saved_searches"."budget_min" is null or "saved_searches"."budget_max" is null or "saved_searches"."budget_min" <= "saved_searches"."budget_max")
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_search_created_idx" ON "saved_search_matches" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_project_idx" ON "saved_search_matches" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_created_idx" ON "saved_search_matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_technologies_idx" ON "saved_searches" USING gin ("technologies") WITH (fastupdate=false) WHERE cardinality("saved_searches"."technologies") > 0;--> statement-breakpoint
CREATE INDEX "saved_searches_words_idx" ON "saved_searches" USING gin ("anchor_words") WITH (fastupdate=false) WHERE cardinality("saved_searches"."technologies") = 0 and cardinality("saved_searches"."anchor_words") > 0;--> statement-breakpoint
CREATE INDEX "saved_searches_unanchored_idx" ON "saved_searches" USING btree ("id") WHERE cardinality("saved_searches"."technologies") = 0 and cardinality("saved_searches"."anchor_words") = 0;--> statement-breakpoint
CREATE INDEX "saved_searches_digest_idx" ON "saved_searches" USING btree ("cadence","last_digest_at") WHERE "saved_searches"."cadence" in ('daily', 'weekly');