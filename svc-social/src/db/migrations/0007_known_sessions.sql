CREATE TABLE "social"."known_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "known_sessions_expires_at_idx" ON "social"."known_sessions" USING btree ("expires_at");