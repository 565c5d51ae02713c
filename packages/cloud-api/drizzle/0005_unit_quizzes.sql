CREATE TABLE "mini_assignments" (
	"eid" text NOT NULL,
	"object_id" text NOT NULL,
	"quizdata" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_assignments_eid_object_id_pk" PRIMARY KEY("eid","object_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_scores" (
	"eid" text NOT NULL,
	"object_id" text NOT NULL,
	"bpid" integer NOT NULL,
	"name" text NOT NULL,
	"cdate" text NOT NULL,
	"score_percent" real NOT NULL,
	"object_score" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_scores_eid_object_id_pk" PRIMARY KEY("eid","object_id")
);
--> statement-breakpoint
ALTER TABLE "mini_assignments" ADD CONSTRAINT "mini_assignments_object_id_unit_objects_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."unit_objects"("object_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_scores" ADD CONSTRAINT "quiz_scores_object_id_unit_objects_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."unit_objects"("object_id") ON DELETE no action ON UPDATE no action;
