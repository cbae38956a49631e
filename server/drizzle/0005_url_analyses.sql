CREATE TABLE "url_analyses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "url_analyses_url_created_at_idx" ON "url_analyses" USING btree ("url","created_at" DESC NULLS LAST);