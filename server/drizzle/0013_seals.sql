CREATE TABLE "company_seals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_seals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"role" text NOT NULL,
	"source" text NOT NULL,
	"purpose" text NOT NULL,
	"seal_number" text,
	"name_on_seal" text NOT NULL,
	"image_key" text NOT NULL,
	"holder_mobile" text NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" bigint,
	"audited_at" timestamp with time zone,
	"audited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seal_audit_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seal_audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seal_id" bigint NOT NULL,
	"action" text NOT NULL,
	"audit_status" smallint NOT NULL,
	"reason" text,
	"snapshot" jsonb NOT NULL,
	"actor_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_audit_logs" ADD CONSTRAINT "seal_audit_logs_seal_id_company_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."company_seals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_audit_logs" ADD CONSTRAINT "seal_audit_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_seals_one_pending" ON "company_seals" USING btree ("company_id","role") WHERE "company_seals"."audit_status" = 0;--> statement-breakpoint
CREATE INDEX "company_seals_company_role_idx" ON "company_seals" USING btree ("company_id","role","id");--> statement-breakpoint
CREATE INDEX "company_seals_audit_idx" ON "company_seals" USING btree ("audit_status","submitted_at");--> statement-breakpoint
CREATE INDEX "company_seals_image_idx" ON "company_seals" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "seal_audit_logs_seal_idx" ON "seal_audit_logs" USING btree ("seal_id","id");