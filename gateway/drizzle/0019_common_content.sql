CREATE TABLE "guide_views" (
	"user_id" integer NOT NULL,
	"guide_key" text NOT NULL,
	"version" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_views_user_id_guide_key_pk" PRIMARY KEY("user_id","guide_key")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "level" text DEFAULT 'info' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guide_views" ADD CONSTRAINT "guide_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;