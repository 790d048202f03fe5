CREATE TABLE "insight_daily" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"country" text,
	"device" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "insight_daily_device_check" CHECK ("insight_daily"."device" IN ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "insight_days" (
	"day" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_days_pkey" PRIMARY KEY("day")
);
--> statement-breakpoint
CREATE TABLE "insight_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"country" text,
	"device" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "insight_hits_device_check" CHECK ("insight_hits"."device" IN ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_daily_day_idx" ON "insight_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_hits_day_idx" ON "insight_hits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_hits_at_idx" ON "insight_hits" USING btree ("at");