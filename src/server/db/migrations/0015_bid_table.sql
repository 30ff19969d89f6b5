ALTER TABLE "bids" ADD COLUMN "shortlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "decline_reason" text;