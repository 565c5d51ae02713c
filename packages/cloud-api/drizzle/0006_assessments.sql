CREATE TABLE "assessments" (
	"assessid" integer PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"bpid" integer NOT NULL,
	"bcid" integer NOT NULL,
	"quiztype" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"answers_at" timestamp with time zone,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "assessments_quiztype_check" CHECK ("assessments"."quiztype" in ('assess', 'assign'))
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"eid" text NOT NULL,
	"assessid" integer NOT NULL,
	"quiztype" text NOT NULL,
	"responses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"score" real,
	"version" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "assessment_attempts_eid_assessid_quiztype_pk" PRIMARY KEY("eid","assessid","quiztype")
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessid_assessments_assessid_fk" FOREIGN KEY ("assessid") REFERENCES "public"."assessments"("assessid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_bcid_idx" ON "assessments" USING btree ("bcid","quiztype","starts_at");
