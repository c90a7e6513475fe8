-- The premium check of the original data backend, kept under its name and parameter
-- (departures #13): true while the user has an active subscription whose period has not ended.
CREATE OR REPLACE FUNCTION user_has_active_subscription(user_id_param text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (
    SELECT 1
    FROM subscriptions
    WHERE user_id = user_id_param
      AND status = 'active'
      AND (current_period_end IS NULL OR current_period_end > now())
  );
$$;
