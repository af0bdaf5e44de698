CREATE TABLE "export_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"filter" jsonb NOT NULL,
	"data_as_of" timestamp with time zone DEFAULT now() NOT NULL,
	"language" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'QUEUED' NOT NULL,
	"boss_job_id" varchar(36),
	"run_token" varchar(36),
	"rows_done" bigint DEFAULT 0 NOT NULL,
	"rows_total" bigint,
	"row_count" bigint,
	"file_key" varchar(128),
	"file_name" varchar(255),
	"size_bytes" bigint,
	"expires_at" timestamp with time zone,
	"error" text,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_instances" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job_id" varchar(36) PRIMARY KEY NOT NULL,
	"queue" varchar(64) NOT NULL,
	"instance_id" varchar(36),
	"attempt" integer DEFAULT 0 NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"total" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_customer_idx" ON "export_jobs" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "export_jobs_status_idx" ON "export_jobs" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "job_runs_instance_idx" ON "job_runs" USING btree ("instance_id");