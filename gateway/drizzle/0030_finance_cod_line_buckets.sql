CREATE TABLE "cod_line_buckets" (
	"customer_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"day" integer NOT NULL,
	"lines" bigint NOT NULL,
	"net" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "cod_lines_customer_status_idx";--> statement-breakpoint
CREATE INDEX "cod_line_buckets_customer_idx" ON "cod_line_buckets" USING btree ("customer_id","status","day");--> statement-breakpoint
CREATE INDEX "cod_batches_customer_status_paid_idx" ON "cod_batches" USING btree ("customer_id","status","paid_at");--> statement-breakpoint
CREATE INDEX "cod_lines_customer_status_created_idx" ON "cod_lines" USING btree ("customer_id","status","created_at","id");