CREATE TABLE "project_instructors" (
	"email" text PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"bcids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"eid" text NOT NULL,
	"bcid" integer NOT NULL,
	"object_id" text NOT NULL,
	"uname" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_name" text,
	"file_url_name" text,
	"status" integer DEFAULT 1 NOT NULL,
	"replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "project_messages_status_check" CHECK ("project_messages"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "project_instructors" ADD CONSTRAINT "project_instructors_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_object_id_unit_objects_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."unit_objects"("object_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "project_messages_thread_idx" ON "project_messages" USING btree ("eid","bcid","object_id","posted_at");
