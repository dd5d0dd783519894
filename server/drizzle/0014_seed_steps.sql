CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
