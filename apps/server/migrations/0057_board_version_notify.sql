-- The dashboards' data versions (board_version, migration 0011_board_version) are read as the
-- answer cache reads data_version (http/answerCache.ts versionReader): on PGlite the server keeps
-- them in memory until this notification (delivered at commit) says a row has changed, instead of
-- reading the table on every dashboard call.
CREATE OR REPLACE FUNCTION board_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "board_version" SET "version" = "version" + 1 WHERE "id" = TG_ARGV[0]::smallint;
  PERFORM pg_notify('board_version', TG_ARGV[0]);
  RETURN NULL;
END
$$;
