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
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"visitor" text NOT NULL,
	CONSTRAINT "insight_hits_device_check" CHECK ("insight_hits"."device" IN ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "insight_not_found" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_not_found_pkey" PRIMARY KEY("day","path","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_searches" (
	"day" text NOT NULL,
	"query" text NOT NULL,
	"count" integer NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "insight_searches_pkey" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "insight_totals" (
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "insight_totals_pkey" PRIMARY KEY("day","dimension","value"),
	CONSTRAINT "insight_totals_dimension_check" CHECK (dimension IN ('page', 'referrer', 'country', 'device', 'utm_source', 'utm_medium', 'utm_campaign'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "form_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "form_path" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "form_path" text;--> statement-breakpoint
CREATE INDEX "insight_hits_day_idx" ON "insight_hits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_hits_at_idx" ON "insight_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "insight_hits_visitor_idx" ON "insight_hits" USING btree ("visitor","at");--> statement-breakpoint
CREATE INDEX "insight_totals_dimension_day_idx" ON "insight_totals" USING btree ("dimension","day");