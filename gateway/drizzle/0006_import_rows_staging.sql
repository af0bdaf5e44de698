CREATE TABLE "import_rows" (
	"task_id" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "import_rows_task_id_row_no_pk" PRIMARY KEY("task_id","row_no")
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_task_id_import_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."import_tasks"("id") ON DELETE cascade ON UPDATE no action;