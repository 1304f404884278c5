-- Sign-offs stored before the Google locations were bound: their hash holds none (false); every one
-- stored from now on binds them (the default true).
ALTER TABLE "posts"."post_signoffs" ADD COLUMN "binds_google_locations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts"."post_signoffs" ALTER COLUMN "binds_google_locations" SET DEFAULT true;
