-- Hand-written migration (drizzle-kit --custom): the tables cannot say this.
-- The rows of a file being read are staged here only until its merge and deleted after it: they
-- need no write-ahead log, and staging them without one is cheaper. A crash of the database
-- empties the table; the upload it belonged to is then found interrupted, as it would be anyway.
ALTER TABLE "upload_rows" SET UNLOGGED;
