ALTER TABLE "article_images" ADD COLUMN "metadata_stripped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_sanitized_with" text;