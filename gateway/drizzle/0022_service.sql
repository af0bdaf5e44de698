CREATE TABLE "claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claim_no" varchar(24) NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"claim_type" varchar(12) NOT NULL,
	"insured" boolean NOT NULL,
	"declared_value" bigint NOT NULL,
	"premium" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"goods_value" bigint NOT NULL,
	"amount_claimed" bigint NOT NULL,
	"cap" bigint NOT NULL,
	"cap_rule" varchar(24) NOT NULL,
	"amount_approved" bigint,
	"payout_method" varchar(16) DEFAULT 'BANK_TRANSFER' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'SUBMITTED' NOT NULL,
	"decision_note" varchar(500),
	"decided_at" timestamp with time zone,
	"desk_due_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_status_ck" CHECK ("claims"."status" in ('SUBMITTED','UNDER_REVIEW','INFO_REQUESTED','APPROVED','REJECTED','APPEALED','PAID')),
	CONSTRAINT "claims_type_ck" CHECK ("claims"."claim_type" in ('LOST','DAMAGED','PARTIAL','LATE')),
	CONSTRAINT "claims_payout_ck" CHECK ("claims"."payout_method" in ('BANK_TRANSFER','STATEMENT_OFFSET')),
	CONSTRAINT "claims_amounts_ck" CHECK ("claims"."amount_claimed" > 0 and "claims"."amount_claimed" <= "claims"."cap")
);
--> statement-breakpoint
CREATE TABLE "problem_parcels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"bill_code" varchar(20) NOT NULL,
	"reason_code" varchar(32) NOT NULL,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"courier_note" varchar(255),
	"status" varchar(20) DEFAULT 'AWAITING_SHIPPER' NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"corrected" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_parcels_status_ck" CHECK ("problem_parcels"."status" in ('HELD','AWAITING_SHIPPER','REATTEMPT','RETURN','HOLD','CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "service_dictionary" (
	"category" varchar(32) NOT NULL,
	"code" varchar(32) NOT NULL,
	"parent_code" varchar(32),
	"sort" smallint DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "service_dictionary_category_code_pk" PRIMARY KEY("category","code")
);
--> statement-breakpoint
CREATE TABLE "service_settings" (
	"key" varchar(48) PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"author" varchar(8) NOT NULL,
	"user_id" integer,
	"author_name" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_messages_author_ck" CHECK ("ticket_messages"."author" in ('CUSTOMER','DESK'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_no" varchar(24) NOT NULL,
	"order_id" bigint,
	"bill_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type_code" varchar(32) NOT NULL,
	"subtype_code" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"contact_channel" varchar(12) DEFAULT 'PHONE' NOT NULL,
	"priority" varchar(8) DEFAULT 'NORMAL' NOT NULL,
	"status" varchar(20) DEFAULT 'SUBMITTED' NOT NULL,
	"assignee" varchar(100),
	"first_answer_due_at" timestamp with time zone NOT NULL,
	"resolve_due_at" timestamp with time zone NOT NULL,
	"first_answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolution_code" varchar(32),
	"rating" smallint,
	"rating_comment" varchar(500),
	"reopen_count" smallint DEFAULT 0 NOT NULL,
	"desk_due_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tickets_status_ck" CHECK ("tickets"."status" in ('SUBMITTED','ASSIGNED','IN_PROGRESS','AWAITING_CUSTOMER','RESOLVED','CLOSED','ESCALATED','REOPENED')),
	CONSTRAINT "tickets_rating_ck" CHECK ("tickets"."rating" is null or "tickets"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "bill_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "attempts" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "decision" varchar(12) DEFAULT 'COURIER' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "status" varchar(12) DEFAULT 'RETURNING' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "confirmation" varchar(12) DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "rejection_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "rejection_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD COLUMN "ticket_id" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD CONSTRAINT "problem_parcels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD CONSTRAINT "problem_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD CONSTRAINT "problem_parcels_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_no_uq" ON "claims" USING btree ("claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_order_uq" ON "claims" USING btree ("order_id") WHERE "claims"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "claims_customer_created_idx" ON "claims" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_desk_due_idx" ON "claims" USING btree ("desk_due_at") WHERE "claims"."desk_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "problem_parcels_order_uq" ON "problem_parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "problem_parcels_customer_deadline_idx" ON "problem_parcels" USING btree ("customer_id","status","deadline_at","id");--> statement-breakpoint
CREATE INDEX "problem_parcels_inbox_idx" ON "problem_parcels" USING btree ("customer_id","deadline_at","id") WHERE "problem_parcels"."status" in ('AWAITING_SHIPPER','HOLD');--> statement-breakpoint
CREATE INDEX "problem_parcels_open_deadline_idx" ON "problem_parcels" USING btree ("deadline_at") WHERE "problem_parcels"."status" in ('AWAITING_SHIPPER','HOLD');--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("customer_id","ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_no_uq" ON "tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_customer_created_idx" ON "tickets" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_desk_due_idx" ON "tickets" USING btree ("desk_due_at") WHERE "tickets"."desk_due_at" is not null;--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_decision_ck" CHECK ("parcel_returns"."decision" in ('SHIPPER','DEADLINE','ATTEMPTS','COURIER'));--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_status_ck" CHECK ("parcel_returns"."status" in ('RETURNING','RETURNED'));--> statement-breakpoint
ALTER TABLE "parcel_returns" ADD CONSTRAINT "parcel_returns_confirmation_ck" CHECK ("parcel_returns"."confirmation" in ('PENDING','CONFIRMED','REJECTED'));