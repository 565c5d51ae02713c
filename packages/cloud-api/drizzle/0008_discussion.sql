CREATE TABLE "discussion_threads" (
	"bcid" integer PRIMARY KEY NOT NULL,
	"last_question_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_questions" (
	"bcid" integer NOT NULL,
	"qid" integer NOT NULL,
	"question" text NOT NULL,
	"author_email" text NOT NULL,
	"author_name" text NOT NULL,
	"last_answer_number" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_questions_bcid_qid_pk" PRIMARY KEY("bcid","qid")
);
--> statement-breakpoint
CREATE TABLE "discussion_answers" (
	"bcid" integer NOT NULL,
	"qid" integer NOT NULL,
	"aid" integer NOT NULL,
	"answer" text NOT NULL,
	"author_email" text NOT NULL,
	"author_name" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_answers_bcid_qid_aid_pk" PRIMARY KEY("bcid","qid","aid")
);
--> statement-breakpoint
CREATE TABLE "course_instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"bcid" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_threads" ADD CONSTRAINT "discussion_threads_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_bcid_discussion_threads_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."discussion_threads"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD CONSTRAINT "discussion_answers_bcid_qid_discussion_questions_bcid_qid_fk" FOREIGN KEY ("bcid","qid") REFERENCES "public"."discussion_questions"("bcid","qid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_bcid_batch_courses_bcid_fk" FOREIGN KEY ("bcid") REFERENCES "public"."batch_courses"("bcid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_instructors_bcid_idx" ON "course_instructors" USING btree ("bcid");
