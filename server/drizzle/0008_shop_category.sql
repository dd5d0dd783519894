CREATE TABLE "shop_agreement_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_by" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_agreement_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
ALTER TABLE "shop_agreement_versions" ADD CONSTRAINT "shop_agreement_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sibling_name_unique" ON "categories" USING btree (coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_live_unique" ON "shops" USING btree ("name") WHERE "shops"."audit_status" <> 2;