CREATE TABLE "public_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"user_id" text,
	"test_session_id" uuid,
	"personality_type" text,
	"dimensions" jsonb,
	"standard_errors" jsonb,
	"display_name" text,
	"indexable" boolean DEFAULT false NOT NULL,
	"removal_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "public_results" ADD CONSTRAINT "public_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_results" ADD CONSTRAINT "public_results_test_session_id_test_sessions_id_fk" FOREIGN KEY ("test_session_id") REFERENCES "public"."test_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_results_slug_idx" ON "public_results" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "public_results_user_created_idx" ON "public_results" USING btree ("user_id","created_at" DESC NULLS LAST);