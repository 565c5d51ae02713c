CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"eid" text,
	"email" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_sections" (
	"application_id" text NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_sections_application_id_section_pk" PRIMARY KEY("application_id","section")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"eid" text,
	"email" text NOT NULL,
	"pid" integer NOT NULL,
	"bpid" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"variant" text DEFAULT 'wizard' NOT NULL,
	"partner_channel" boolean DEFAULT false NOT NULL,
	"applicant_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_courses" (
	"bcid" integer PRIMARY KEY NOT NULL,
	"bpid" integer NOT NULL,
	"tid" integer NOT NULL,
	"semester" integer DEFAULT 1 NOT NULL,
	"elective" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"free_navigation" boolean DEFAULT false NOT NULL,
	"topic_label" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"bpid" integer PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"current" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_numbers" (
	"eid" text NOT NULL,
	"bpid" integer NOT NULL,
	"usn" text NOT NULL,
	CONSTRAINT "candidate_numbers_eid_bpid_pk" PRIMARY KEY("eid","bpid")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"eid" text,
	"name" text,
	"email" text NOT NULL,
	"bpid" integer,
	"description" text NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"eid" text NOT NULL,
	"bcid" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"progress_percent" real DEFAULT 0 NOT NULL,
	"score" real,
	"selected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_progress_eid_bcid_pk" PRIMARY KEY("eid","bcid")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"tid" integer PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"course_type" text DEFAULT 'Course' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"eid" text NOT NULL,
	"bpid" integer NOT NULL,
	"progress_percent" real DEFAULT 0 NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_eid_bpid_pk" PRIMARY KEY("eid","bpid")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"bpid" integer,
	"title" text NOT NULL,
	"link" text,
	"start" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"session" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"code" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_progress" (
	"eid" text NOT NULL,
	"bcid" integer NOT NULL,
	"object_id" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "object_progress_eid_bcid_object_id_pk" PRIMARY KEY("eid","bcid","object_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"oid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"resource_base" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_applicants" (
	"email" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"learning_center" text NOT NULL,
	"learning_center_name" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"pid" integer PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"image" text NOT NULL,
	"duration" text NOT NULL,
	"format" text NOT NULL,
	"credits" text NOT NULL,
	"overview_html" text DEFAULT '' NOT NULL,
	"features_html" text DEFAULT '' NOT NULL,
	"outcomes_html" text DEFAULT '' NOT NULL,
	"instructors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enrol_type" integer DEFAULT 1 NOT NULL,
	"scholarship" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_objects" (
	"object_id" text PRIMARY KEY NOT NULL,
	"nid" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"file_enabled" boolean DEFAULT false NOT NULL,
	"quiz_type" text,
	"mini_assignment_type" integer,
	"content" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"nid" integer PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"min_bytes" integer NOT NULL,
	"max_bytes" integer NOT NULL,
	"size" integer,
	"stored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"username" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_application_id_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_pid_programs_pid_fk" FOREIGN KEY ("pid") REFERENCES "public"."programs"("pid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_courses" ADD CONSTRAINT "batch_courses_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_courses" ADD CONSTRAINT "batch_courses_tid_courses_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."courses"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_pid_programs_pid_fk" FOREIGN KEY ("pid") REFERENCES "public"."programs"("pid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_numbers" ADD CONSTRAINT "candidate_numbers_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_progress" ADD CONSTRAINT "object_progress_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_progress" ADD CONSTRAINT "object_progress_object_id_unit_objects_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."unit_objects"("object_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_objects" ADD CONSTRAINT "unit_objects_nid_units_nid_fk" FOREIGN KEY ("nid") REFERENCES "public"."units"("nid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_tid_courses_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."courses"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_eid_idx" ON "applications" USING btree ("eid");--> statement-breakpoint
CREATE INDEX "applications_email_idx" ON "applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "batch_courses_bpid_idx" ON "batch_courses" USING btree ("bpid");--> statement-breakpoint
CREATE INDEX "batches_pid_idx" ON "batches" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "mailbox_to_idx" ON "mailbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "unit_objects_nid_idx" ON "unit_objects" USING btree ("nid");--> statement-breakpoint
CREATE INDEX "units_tid_idx" ON "units" USING btree ("tid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sub_idx" ON "users" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");