CREATE TABLE "shared_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"program_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"course_id" text NOT NULL,
	"object_id" text NOT NULL,
	"share_code" text NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_objects" ADD CONSTRAINT "shared_objects_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "shared_objects_link_idx" ON "shared_objects" USING btree ("oid","program_id","batch_id","course_id","object_id","share_code");
