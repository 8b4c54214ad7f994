CREATE TABLE "staff_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"remotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_hash" text,
	"first_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
-- The first owner: their password is ADMIN_PASSWORD until they set one (the server fills in OWNER_EMAIL).
INSERT INTO "staff_people" ("email", "name", "role", "status", "first_owner") VALUES (NULL, 'Собственик', 'owner', 'active', true);--> statement-breakpoint
-- Sessions from before belonged to nobody: their holders sign in again.
DELETE FROM "admin_sessions";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "person_id" integer NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_people_email_idx" ON "staff_people" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_people_first_owner_idx" ON "staff_people" USING btree ("first_owner") WHERE "staff_people"."first_owner";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_person_id_staff_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."staff_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_person_idx" ON "admin_sessions" USING btree ("person_id");