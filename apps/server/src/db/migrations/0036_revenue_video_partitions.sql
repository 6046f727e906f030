-- Issue 10 "Speed": a month of one report type is loaded into a table of its own and swapped in,
-- instead of deleting the old rows and inserting a million new ones into one indexed table (see
-- docs/decisions.md, "Revenue upload speed"). revenue_video_months becomes a partitioned table:
-- one partition per month (revenue_video_months_<YYYYMM>), one leaf per report type within it
-- (revenue_video_months_<YYYYMM>_<report_type>). The importer COPYs the file's rows into a fresh
-- table in its transaction, then drops the old leaf and attaches the new one: the month is wholly
-- the old rows or wholly the new. Readers keep reading revenue_video_months (a month prunes to its
-- partition). No secondary indexes: every read is per month, and a month is read whole.
ALTER TABLE revenue_video_months RENAME TO revenue_video_months_unpartitioned;
DROP INDEX revenue_video_months_month;
DROP INDEX revenue_video_months_channel;

CREATE TABLE revenue_video_months (
  year_month text NOT NULL,
  report_type text NOT NULL,
  channel_id text NOT NULL,
  video_id text NOT NULL,
  asset_id text NOT NULL,
  adjustment_type text NOT NULL,
  item text NOT NULL,
  title text NOT NULL,
  amount numeric(24, 12) NOT NULL
) PARTITION BY LIST (year_month);

-- The app's role may not create tables (app-role.ts): these functions run as their owner (the
-- migrations' role) and do only this table's partition work, on names they build and check.

-- The month's partition, made when missing; answers its name. Writers other than the importer
-- (the demo seed) call revenue_video_leaf() before inserting.
CREATE FUNCTION revenue_video_month(ym text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  part text := 'revenue_video_months_' || ym;
BEGIN
  IF ym !~ '^20[0-9]{2}(0[1-9]|1[0-2])$' THEN
    RAISE EXCEPTION 'revenue_video_month: bad month %', ym;
  END IF;
  IF to_regclass(part) IS NULL THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF revenue_video_months FOR VALUES IN (%L) PARTITION BY LIST (report_type)', part, ym);
  END IF;
  RETURN part;
END;
$$;

-- The leaf of one month and report type, made (empty) when missing; answers its name.
CREATE FUNCTION revenue_video_leaf(ym text, rt text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  part text := revenue_video_month(ym);
  leaf text := 'revenue_video_months_' || ym || '_' || rt;
BEGIN
  IF rt !~ '^[a-z_]{1,40}$' THEN
    RAISE EXCEPTION 'revenue_video_leaf: bad report type %', rt;
  END IF;
  IF to_regclass(leaf) IS NULL THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES IN (%L)', leaf, part, rt);
  END IF;
  RETURN leaf;
END;
$$;

-- A fresh table for one month and report type, to COPY into within the caller's transaction (made
-- in that transaction, so with wal_level minimal its rows are not written to the WAL as well). Its
-- checks imply the leaf's partition constraint: attaching it reads none of its rows.
CREATE FUNCTION revenue_video_load(ym text, rt text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  fresh text := 'revenue_video_load_' || replace(gen_random_uuid()::text, '-', '');
BEGIN
  IF ym !~ '^20[0-9]{2}(0[1-9]|1[0-2])$' OR rt !~ '^[a-z_]{1,40}$' THEN
    RAISE EXCEPTION 'revenue_video_load: bad month % or report type %', ym, rt;
  END IF;
  EXECUTE format(
    'CREATE TABLE %I (
       year_month text NOT NULL DEFAULT %L CHECK (year_month = %L),
       report_type text NOT NULL DEFAULT %L CHECK (report_type = %L),
       channel_id text NOT NULL, video_id text NOT NULL, asset_id text NOT NULL, adjustment_type text NOT NULL,
       item text NOT NULL, title text NOT NULL, amount numeric(24, 12) NOT NULL
     )', fresh, ym, ym, rt, rt);
  RETURN fresh;
END;
$$;

-- The fresh table takes the place of the month's leaf of its report type; answers how many rows
-- the old leaf had. The caller holds the month's advisory lock (two uploads wait for each other).
CREATE FUNCTION revenue_video_swap(fresh text, ym text, rt text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  leaf text;
  part text;
  replaced bigint := 0;
BEGIN
  -- ATTACH checks the rows against the month and type (reading them unless the checks imply it).
  IF fresh !~ '^revenue_video_load_[0-9a-f]{32}$' OR to_regclass(fresh) IS NULL
     OR EXISTS (SELECT 1 FROM pg_inherits WHERE inhrelid = to_regclass(fresh)) OR rt !~ '^[a-z_]{1,40}$' THEN
    RAISE EXCEPTION 'revenue_video_swap: no fresh table % for %', fresh, rt;
  END IF;
  part := revenue_video_month(ym);
  leaf := 'revenue_video_months_' || ym || '_' || rt;
  IF to_regclass(leaf) IS NOT NULL THEN
    EXECUTE format('SELECT count(*) FROM %I', leaf) INTO replaced;
    EXECUTE format('DROP TABLE %I', leaf);
  END IF;
  EXECUTE format('ALTER TABLE %I RENAME TO %I', fresh, leaf);
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES IN (%L)', part, leaf, rt);
  RETURN replaced;
END;
$$;

-- The kept accounting answers hear of every write (0034): the new parent gets the old table's trigger.
-- A swap writes no row through the parent; the same transaction's revenue_channel_months and
-- revenue_report_files writes send the notification.
CREATE TRIGGER revenue_video_months_accounting_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revenue_video_months
  FOR EACH STATEMENT EXECUTE FUNCTION accounting_data_changed();

SELECT revenue_video_leaf(year_month, report_type) FROM (SELECT DISTINCT year_month, report_type FROM revenue_video_months_unpartitioned) months;
INSERT INTO revenue_video_months SELECT * FROM revenue_video_months_unpartitioned;
DROP TABLE revenue_video_months_unpartitioned;
