CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "holidays_kind_ck" CHECK ("holidays"."kind" in ('NATIONAL','COLLECTIVE_LEAVE'))
);
