-- The sandbox checkout of a Teams plan (issue 23, decision 042) names its team and the seats it
-- was last priced for.
ALTER TABLE "sandbox_checkouts" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD CONSTRAINT "sandbox_checkouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
