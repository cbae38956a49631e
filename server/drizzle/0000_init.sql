CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"registrable_domain" text NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_latest" (
	"domain" text PRIMARY KEY NOT NULL,
	"analysis_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_entries" (
	"source" text NOT NULL,
	"indicator" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "feed_entries_pk" PRIMARY KEY("source","indicator")
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"entries" integer NOT NULL,
	"last_fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popularity" (
	"version" integer NOT NULL,
	"domain" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "popularity_pk" PRIMARY KEY("version","domain")
);
--> statement-breakpoint
CREATE TABLE "popularity_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active_version" integer NOT NULL,
	"entries" integer NOT NULL,
	"last_fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_latest" ADD CONSTRAINT "domain_latest_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_domain_created_at_idx" ON "analyses" USING btree ("domain","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analyses_created_at_idx" ON "analyses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "domain_latest_created_at_idx" ON "domain_latest" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domain_latest_score_idx" ON "domain_latest" USING btree ("score");--> statement-breakpoint
CREATE INDEX "feed_entries_indicator_idx" ON "feed_entries" USING btree ("indicator");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");