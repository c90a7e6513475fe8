ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
-- A subscription in its trial now: its period end is the trial's end (decision 025).
UPDATE "subscriptions" SET "trial_end" = "current_period_end" WHERE "status" = 'trialing';
