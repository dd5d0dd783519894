CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"choices" jsonb NOT NULL,
	"quiet_start" text NOT NULL,
	"quiet_end" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "step_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_entity_idx" ON "notifications" USING btree ("biz_type","biz_id") WHERE "notifications"."read_at" is null;