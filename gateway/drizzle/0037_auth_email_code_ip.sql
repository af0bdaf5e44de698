ALTER TABLE "email_codes" ADD COLUMN "request_ip" text;--> statement-breakpoint
CREATE INDEX "email_codes_ip_idx" ON "email_codes" USING btree ("request_ip","purpose","created_at");