ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;
