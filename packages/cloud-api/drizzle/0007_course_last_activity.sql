ALTER TABLE "course_progress" ADD COLUMN "last_activity_at" timestamp with time zone;
