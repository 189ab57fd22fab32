-- Hand-written data migration (drizzle-kit --custom), before the AU and NZ costs become required:
-- a cost saved without an amount already counted as no extra cost wherever prices are added up,
-- so it keeps that meaning as 0 rather than stopping the columns becoming NOT NULL.
UPDATE "costs" SET "cost" = COALESCE("cost", 0), "nz_cost" = COALESCE("nz_cost", 0) WHERE "cost" IS NULL OR "nz_cost" IS NULL;
