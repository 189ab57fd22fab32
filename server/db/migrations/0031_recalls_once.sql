-- Hand-written migration (drizzle-kit --custom): the tables cannot say a key of several columns
-- (docs/decisions.md, "Recalls").
-- A VIN is on a campaign once: a CSV loaded twice, or a VIN added again by hand, finds it there.
-- Named as a unique field's index, so a clash answers 422 under the VIN.
CREATE UNIQUE INDEX "recall_vehicles_vin_unique" ON "recall_vehicles" USING btree ("vin", "recalls_id");--> statement-breakpoint
-- An owner is emailed once per recall: the notice's row is inserted in the transaction that queues
-- the email, and this key refuses a second one, whichever server process tries.
CREATE UNIQUE INDEX "recall_notices_once" ON "recall_notices" USING btree ("recalls_id", "user_id");
