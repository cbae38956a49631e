CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chats_updated_at_idx" ON "chats" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_user_id_idx" ON "chats" USING btree ("user_id");