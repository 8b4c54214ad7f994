CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"policy_version" text NOT NULL,
	"policy_hash" text NOT NULL,
	"source" text NOT NULL,
	"registration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"request_count" integer NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "kind" text DEFAULT 'consultation' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_log_client_idx" ON "consent_log" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_changes_registration_idx" ON "lead_status_changes" USING btree ("registration_id","changed_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_kind_created_idx" ON "registrations" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_event_idx" ON "registrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "registrations_course_ids_idx" ON "registrations" USING gin ("course_ids");--> statement-breakpoint
CREATE INDEX "registrations_search_idx" ON "registrations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Requests sent before the inbox: their kind from what they named (a course, a VIP package, an event by title).
UPDATE "registrations" r SET "kind" = CASE
  WHEN jsonb_array_length(r."course_ids") > 0 THEN CASE
    WHEN EXISTS (SELECT 1 FROM "courses" c WHERE c."id" = (r."course_ids"->>0)::int
      AND (c."title" LIKE 'вип пакет%' OR c."title" LIKE 'ВИП пакет%' OR c."title" LIKE 'ВИП ПАКЕТ%' OR c."title" LIKE 'Вип пакет%'))
    THEN 'vip' ELSE 'course' END
  WHEN EXISTS (SELECT 1 FROM "events" e WHERE e."title" = r."registration_source") THEN 'event'
  ELSE 'consultation' END;--> statement-breakpoint
UPDATE "registrations" r SET "event_id" = (SELECT min(e."id") FROM "events" e WHERE e."title" = r."registration_source") WHERE r."kind" = 'event';--> statement-breakpoint
-- Their consents, as given, with no record of the text shown then.
INSERT INTO "consent_log" ("client_id", "purpose", "action", "policy_version", "policy_hash", "source", "registration_id", "created_at")
SELECT r."client_id", p."purpose", 'given', 'unrecorded', '', 'form', r."id", r."created_at"
FROM "registrations" r
CROSS JOIN LATERAL (VALUES
  ('privacy', r."agreed_to_privacy_policy"), ('terms', r."agreed_to_terms_of_service"),
  ('marketing', r."agreed_to_marketing_policy"), ('cookies', r."agreed_to_cookie_policy")) AS p("purpose", "given")
WHERE p."given";
--> statement-breakpoint
UPDATE "registrations" r SET "search_text" = lower(r."full_name") || ' ' || (SELECT c."email" FROM "clients" c WHERE c."id" = r."client_id") || ' ' || regexp_replace(r."phone", '\D', '', 'g');
