CREATE TABLE "image_analyses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"score" integer NOT NULL,
	"is_scam" boolean NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_analyses_created_at_idx" ON "image_analyses" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "image_analyses_sha256_idx" ON "image_analyses" USING btree ("sha256");