DROP INDEX "channels_creator_idx";--> statement-breakpoint
DROP INDEX "channels_developer_idx";--> statement-breakpoint
ALTER TABLE "conversation_channels" ADD COLUMN "creator_archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_channels" ADD COLUMN "developer_archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_channels" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("thread_id","sender_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "channels_creator_idx" ON "conversation_channels" USING btree ("creator_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "channels_developer_idx" ON "conversation_channels" USING btree ("developer_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "conversation_channels" ADD CONSTRAINT "channels_participants_check" CHECK ("conversation_channels"."creator_id" <> "conversation_channels"."developer_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length_check" CHECK (length("messages"."content") <= 5000);