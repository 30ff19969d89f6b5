-- Checkouts still pending are asked about from time to time, in case the provider's event was
-- lost (features/payments/reconcile-payments.ts). Those open now are due at once.
ALTER TABLE "payments" ADD COLUMN "reconcile_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_reconcile_idx" ON "payments" USING btree ("reconcile_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
UPDATE "payments" SET "reconcile_at" = now() WHERE "status" = 'pending' AND "checkout_session_id" IS NOT NULL;
