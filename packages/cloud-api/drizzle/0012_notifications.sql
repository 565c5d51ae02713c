CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"eid" text NOT NULL,
	"title" text NOT NULL,
	"msg" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_eid_idx" ON "notifications" USING btree ("eid","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_eid_key_idx" ON "notifications" USING btree ("eid","key");
