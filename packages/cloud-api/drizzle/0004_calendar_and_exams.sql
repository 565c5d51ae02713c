CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"bpid" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"posted_at" bigint NOT NULL,
	"media_file_name" text,
	"web_text" text,
	"web_url" text,
	"embedded_code" text
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_bpid_batches_bpid_fk" FOREIGN KEY ("bpid") REFERENCES "public"."batches"("bpid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_bpid_idx" ON "announcements" USING btree ("bpid","posted_at");
