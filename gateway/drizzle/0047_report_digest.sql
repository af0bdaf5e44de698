CREATE TABLE "report_digest_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"weekly" boolean DEFAULT false NOT NULL,
	"language" varchar(8) DEFAULT 'id' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_digest_settings" ADD CONSTRAINT "report_digest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_digest_settings" ADD CONSTRAINT "report_digest_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;