-- Runs recorded before the platforms answered per item: every record of a succeeded run was taken.
UPDATE "sync_runs" SET "accepted_count" = "record_count" WHERE "outcome" = 'succeeded';
