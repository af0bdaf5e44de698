-- The jsonb staging of 0006 gives way to typed columns (0011): its staged rows go with it. A VALIDATED or
-- INSERTING task found with nothing staged is validated again before its insert (import task-runner).
DROP TABLE "import_rows" CASCADE;