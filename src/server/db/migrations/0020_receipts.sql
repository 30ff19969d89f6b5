CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"payer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('payment', 'refund')),
	CONSTRAINT "receipts_refund_check" CHECK (("receipts"."kind" = 'refund') = ("receipts"."refund_id" is not null)),
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount" > 0 and "receipts"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_sequence_key" ON "receipts" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id") WHERE "receipts"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_key" ON "receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "receipts_payer_idx" ON "receipts" USING btree ("payer_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);