CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_shares" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"test_session_id" uuid NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_shares_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_shares" ADD CONSTRAINT "team_shares_test_session_id_test_sessions_id_fk" FOREIGN KEY ("test_session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_shares" ADD CONSTRAINT "team_shares_team_id_user_id_team_members_team_id_user_id_fk" FOREIGN KEY ("team_id","user_id") REFERENCES "public"."team_members"("team_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_idx" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_team_idx" ON "team_invitations" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_owner_idx" ON "team_members" USING btree ("team_id") WHERE "team_members"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_team_idx" ON "subscriptions" USING btree ("team_id");--> statement-breakpoint
-- Whether a subscription is in force at `moment`: trialing, active, past_due or canceled until
-- the end of the period already paid for; a row from before the state machine (no period end)
-- while active. The one statement of the rule in SQL, for the premium check and a team's seats
-- (decision 042).
CREATE FUNCTION subscription_in_force(status text, current_period_end timestamptz, moment timestamptz)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
AS $$
  SELECT (status IN ('trialing', 'active', 'past_due', 'canceled') AND current_period_end > moment)
    OR (status = 'active' AND current_period_end IS NULL);
$$;--> statement-breakpoint
-- A Teams plan pays for a team's seats (decision 042): it makes nobody premium, the buyer included.
CREATE OR REPLACE FUNCTION user_has_active_subscription(user_id_param text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (
    SELECT 1
    FROM subscriptions
    WHERE user_id = user_id_param
      AND team_id IS NULL
      AND seats IS NULL
      AND subscription_in_force(status, current_period_end, now())
  );
$$;--> statement-breakpoint
-- An owner who deletes their account hands the team on before their membership goes with the
-- account (decision 042): to the longest-standing admin, else the longest-standing member; a team
-- left with nobody is deleted. In the same statement as the deletion, whatever path deletes it.
CREATE FUNCTION team_owner_leaves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owned record;
	successor text;
BEGIN
	FOR owned IN SELECT "team_id" FROM "team_members" WHERE "user_id" = OLD.id AND "role" = 'owner' LOOP
		SELECT "user_id" INTO successor FROM "team_members"
			WHERE "team_id" = owned.team_id AND "user_id" <> OLD.id
			ORDER BY ("role" = 'admin') DESC, "joined_at", "user_id"
			LIMIT 1;
		IF successor IS NULL THEN
			DELETE FROM "teams" WHERE "id" = owned.team_id;
		ELSE
			UPDATE "team_members" SET "role" = 'member'
				WHERE "team_id" = owned.team_id AND "user_id" = OLD.id;
			UPDATE "team_members" SET "role" = 'owner'
				WHERE "team_id" = owned.team_id AND "user_id" = successor;
		END IF;
	END LOOP;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER team_owner_leaves BEFORE DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION team_owner_leaves();
