CREATE TABLE "profiles" (
	"eid" text PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"date_of_birth" text DEFAULT '' NOT NULL,
	"passport_no" text DEFAULT '' NOT NULL,
	"other_gov_id" text DEFAULT '' NOT NULL,
	"highest_degree" text DEFAULT '' NOT NULL,
	"work_experience" text DEFAULT '' NOT NULL,
	"photo_name" text,
	"photo_key" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificate_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marks_cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"eid" text NOT NULL,
	"bpid" integer,
	"name" text,
	"learner_name" text NOT NULL,
	"title" text NOT NULL,
	"program_title" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "program_certificates_eid_idx" ON "program_certificates" USING btree ("eid");
