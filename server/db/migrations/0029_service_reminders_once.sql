-- Hand-written migration (drizzle-kit --custom): the tables cannot say a key of several columns.
-- A vehicle's owner is reminded once before and once after each due date (docs/decisions.md,
-- "Owner garage, vehicle, dealer and booking"): the reminder's row is inserted in the transaction
-- that queues its email, and this key refuses a second one, whichever server process tries.
CREATE UNIQUE INDEX "service_reminders_once" ON "service_reminders" USING btree ("vehicle_id", "due_date", "kind");
