ALTER TABLE "audit_events" ADD COLUMN "token_name" text;--> statement-breakpoint
-- The events logged before this column name their personal token if it still exists (a revoked one is gone).
-- The log refuses updates; the migration, run by the table's owner, lifts that for this one statement.
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
UPDATE "audit_events" SET "token_name" = "staff_tokens"."name" FROM "staff_tokens" WHERE "audit_events"."token_id" = "staff_tokens"."id";--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";
