CREATE TABLE "auth_failures" (
	"scope" text NOT NULL,
	"address" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "auth_failures_scope_address_pk" PRIMARY KEY("scope","address")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "phone" text;--> statement-breakpoint
-- Registrations logged before this migration kept no name or phone: the client's current ones are the best known.
UPDATE "registrations" SET "full_name" = "clients"."full_name", "phone" = "clients"."phone" FROM "clients" WHERE "clients"."id" = "registrations"."client_id";--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "full_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_failures_window_idx" ON "auth_failures" USING btree ("window_started_at");