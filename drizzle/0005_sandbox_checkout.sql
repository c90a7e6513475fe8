-- The built-in payment sandbox is called "sandbox" everywhere (decision 020): "test" means the
-- personality test only. Stored rows are renamed rather than mapped in code, so the database
-- reads as the code does; the provider's own ids (sub_test_..., cs_test_...) are opaque and stay.
ALTER TABLE "test_checkouts" RENAME TO "sandbox_checkouts";--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" RENAME CONSTRAINT "test_checkouts_pkey" TO "sandbox_checkouts_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" RENAME CONSTRAINT "test_checkouts_user_id_users_id_fk" TO "sandbox_checkouts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" RENAME CONSTRAINT "test_checkouts_test_session_id_test_sessions_id_fk" TO "sandbox_checkouts_test_session_id_test_sessions_id_fk";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "provider" SET DEFAULT 'sandbox';--> statement-breakpoint
UPDATE "subscriptions" SET "provider" = 'sandbox' WHERE "provider" = 'test';--> statement-breakpoint
UPDATE "report_purchases" SET "provider" = 'sandbox' WHERE "provider" = 'test';
