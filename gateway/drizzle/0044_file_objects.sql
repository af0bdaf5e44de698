CREATE TABLE "file_object_chunks" (
	"key" varchar(128) NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_object_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "file_objects" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"content_type" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_object_chunks" ADD CONSTRAINT "file_object_chunks_key_file_objects_key_fk" FOREIGN KEY ("key") REFERENCES "public"."file_objects"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_objects_expires_at_idx" ON "file_objects" USING btree ("expires_at");