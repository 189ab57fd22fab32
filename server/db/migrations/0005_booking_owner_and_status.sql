-- Hand-written data migration (drizzle-kit --custom): the tables cannot say this.
-- A booking belongs to the owner of its vehicle, and the first status is now "requested".
UPDATE "vehicle_services" SET "user_id" = "vehicles"."user_id" FROM "vehicles" WHERE "vehicles"."id" = "vehicle_services"."vehicle_id" AND "vehicle_services"."user_id" IS NULL;--> statement-breakpoint
UPDATE "vehicle_services" SET "status" = 'requested' WHERE "status" = 'waiting';
