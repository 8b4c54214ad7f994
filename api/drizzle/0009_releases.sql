CREATE TABLE "federation_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"release_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_files" (
	"release_id" text NOT NULL,
	"path" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "release_files_release_id_path_pk" PRIMARY KEY("release_id","path")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" text PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"origin" text NOT NULL,
	"manifest_url" text,
	"git_commit" text,
	"shared" jsonb NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_pointers" (
	"remote" text PRIMARY KEY NOT NULL,
	"live_release_id" text NOT NULL,
	"promoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canary_release_id" text,
	"canary_share" integer,
	"canary_promoted_at" timestamp with time zone,
	"follows_build_folder" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_files" ADD CONSTRAINT "release_files_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_live_release_id_releases_id_fk" FOREIGN KEY ("live_release_id") REFERENCES "public"."releases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_canary_release_id_releases_id_fk" FOREIGN KEY ("canary_release_id") REFERENCES "public"."releases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_failures_created_idx" ON "federation_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "releases_remote_created_idx" ON "releases" USING btree ("remote","created_at");