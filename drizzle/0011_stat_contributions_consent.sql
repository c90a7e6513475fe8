ALTER TABLE "test_sessions" ADD COLUMN "locale" text;--> statement-breakpoint
-- Deleting an account removes the answers it gave to the statistics, in the same statement as the
-- deletion (issue 22): whichever path deletes the user row (the account page, an operator, a
-- script), the contributions kept under the account's random id go with it.
CREATE FUNCTION stat_contributions_follow_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.stats_contributor_id IS NOT NULL THEN
		DELETE FROM "stat_contributions" WHERE "contributor_id" = OLD.stats_contributor_id;
	END IF;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stat_contributions_follow_account AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION stat_contributions_follow_account();
