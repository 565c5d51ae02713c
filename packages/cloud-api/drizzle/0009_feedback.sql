CREATE TABLE "feedback_forms" (
	"scope" text NOT NULL,
	"ref" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL,
	CONSTRAINT "feedback_forms_scope_ref_pk" PRIMARY KEY("scope","ref")
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"eid" text NOT NULL,
	"scope" text NOT NULL,
	"ref" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"instructors" jsonb,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_responses_eid_scope_ref_pk" PRIMARY KEY("eid","scope","ref")
);
