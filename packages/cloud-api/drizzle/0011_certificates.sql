CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"eid" text NOT NULL,
	"bcid" integer NOT NULL,
	"bpid" integer NOT NULL,
	"learner_name" text NOT NULL,
	"email" text NOT NULL,
	"course_title" text NOT NULL,
	"program_title" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"pdf_key" text NOT NULL,
	"png_key" text NOT NULL,
	"credential_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_eid_bcid_idx" ON "certificates" USING btree ("eid","bcid");
