CREATE TABLE "course_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text,
	"url" text DEFAULT '' NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text,
	"url" text DEFAULT '' NOT NULL,
	"link" text,
	"recorded_on" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorm_runtime" (
	"eid" text NOT NULL,
	"bcid" integer NOT NULL,
	"object_id" text NOT NULL,
	"version" text NOT NULL,
	"cmi" jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_runtime_eid_bcid_object_id_pk" PRIMARY KEY("eid","bcid","object_id")
);
--> statement-breakpoint
ALTER TABLE "course_references" ADD CONSTRAINT "course_references_tid_courses_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."courses"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_tid_courses_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."courses"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_runtime" ADD CONSTRAINT "scorm_runtime_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_runtime" ADD CONSTRAINT "scorm_runtime_object_id_unit_objects_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."unit_objects"("object_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_references_tid_idx" ON "course_references" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "course_videos_tid_idx" ON "course_videos" USING btree ("tid");
