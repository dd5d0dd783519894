CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"choices" jsonb NOT NULL,
	"quiet_start" text NOT NULL,
	"quiet_end" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sms_sent_at" timestamp with time zone;