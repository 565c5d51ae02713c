CREATE TABLE "assigned_tests" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_minutes" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "assigned_tests_window_check" CHECK ("assigned_tests"."ends_at" >= "assigned_tests"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "test_assignments" (
	"test_id" integer NOT NULL,
	"login_id" text NOT NULL,
	CONSTRAINT "test_assignments_login_id_test_id_pk" PRIMARY KEY("login_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"test_id" integer NOT NULL,
	"login_id" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_results_login_id_test_id_pk" PRIMARY KEY("login_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "test_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"login_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempt_hash" text
);
--> statement-breakpoint
ALTER TABLE "assigned_tests" ADD CONSTRAINT "assigned_tests_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_test_id_assigned_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assigned_tests"("test_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_assigned_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assigned_tests"("test_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "test_tokens" ADD CONSTRAINT "test_tokens_test_id_assigned_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assigned_tests"("test_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "test_tokens_attempt_idx" ON "test_tokens" USING btree ("attempt_hash");
