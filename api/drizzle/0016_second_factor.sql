CREATE TABLE "staff_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"second_factor_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revoked_shared_token_hash" text,
	"shared_token_revoked_at" timestamp with time zone,
	CONSTRAINT "staff_policy_one_row" CHECK ("staff_policy"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "staff_policy" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "must_enrol" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_people" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_people" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_people" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_person_id_staff_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."staff_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_person_idx" ON "staff_recovery_codes" USING btree ("person_id");