CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_name_day_pk" PRIMARY KEY("name","day")
);
