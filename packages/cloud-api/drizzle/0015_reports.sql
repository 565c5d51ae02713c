ALTER TABLE "object_progress" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "object_progress" SET "completed_at" = "updated_at" WHERE "status" = 2;
