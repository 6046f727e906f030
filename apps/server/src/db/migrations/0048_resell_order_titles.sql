-- The order list's product filter at a million orders (issue 12 "Speed", docs/decisions.md "Reseller
-- (issue 12)", orders speed). Matching the typed part of a name with the trigram index of the lines
-- read every line of a common word's posting lists ('product 12' shares "pro", "rod", … with every
-- line: 40–50 ms at 1,000,000 orders, whatever the other filters). Now the name is matched against
-- the distinct titles the lines carry (one row per store and title, a few thousand at most), and the
-- lines are then found by those exact titles through a btree. Exact: every title a line carries is in
-- the dictionary (a trigger on the lines, whoever writes them), so the lines whose title contains the
-- typed text are exactly the lines carrying one of the dictionary's titles that contain it. Titles no
-- line carries any more stay (they match no line).
CREATE TABLE shop_line_titles (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  product_title text NOT NULL,
  PRIMARY KEY (store_id, product_title)
);
INSERT INTO shop_line_titles (store_id, product_title)
  SELECT DISTINCT store_id, product_title FROM shop_order_lines ON CONFLICT DO NOTHING;
-- Large catalogues over many stores: the name match itself through trigrams of the (small) dictionary.
CREATE INDEX shop_line_titles_trgm ON shop_line_titles USING gin (product_title gin_trgm_ops);

CREATE FUNCTION resell_keep_line_titles() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_line_titles (store_id, product_title)
    SELECT DISTINCT store_id, product_title FROM new_lines
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER shop_order_lines_titles_insert AFTER INSERT ON shop_order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION resell_keep_line_titles();
CREATE TRIGGER shop_order_lines_titles_update AFTER UPDATE ON shop_order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION resell_keep_line_titles();

-- Lines by exact title, within a store and a date range: the product filter alone, with a store,
-- with dates, read as index ranges (title × store × dates) instead of bitmaps of whole titles.
CREATE INDEX shop_order_lines_title_store_date ON shop_order_lines (product_title, store_id, order_date);
-- Replaced by the dictionary's trigram index and the btree above.
DROP INDEX shop_order_lines_title;

-- A discount code's lines, newest first, with what the other filters read (store, date, title): the
-- order list with a code reads this index alone (an index-only walk of one creator's sales, stopping
-- after the lines it needs) instead of ANDing the lines' code bitmap with a title's or a store's
-- hundreds of thousands of entries and fetching scattered lines to filter them (40–70 ms at
-- 1,000,000 orders). One row per line and code it carries, kept by triggers on the lines (whoever
-- writes them): the lines whose codes contain a code are exactly its rows here.
CREATE TABLE shop_order_line_codes (
  code text NOT NULL,
  order_date timestamptz,
  order_id bigint NOT NULL,
  line_id bigint NOT NULL,
  store_id bigint NOT NULL,
  product_title text NOT NULL
);
INSERT INTO shop_order_line_codes (code, order_date, order_id, line_id, store_id, product_title)
  SELECT DISTINCT c.code, l.order_date, l.order_id, l.line_id, l.store_id, l.product_title
    FROM shop_order_lines l CROSS JOIN LATERAL unnest(l.codes) AS c(code);
CREATE UNIQUE INDEX shop_order_line_codes_walk
  ON shop_order_line_codes (code, order_date DESC, order_id DESC, line_id, store_id) INCLUDE (product_title);
CREATE INDEX shop_order_line_codes_line ON shop_order_line_codes (store_id, order_id, line_id);

CREATE FUNCTION resell_line_codes_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_order_line_codes (code, order_date, order_id, line_id, store_id, product_title)
    SELECT DISTINCT c.code, n.order_date, n.order_id, n.line_id, n.store_id, n.product_title
      FROM new_lines n CROSS JOIN LATERAL unnest(n.codes) AS c(code)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE FUNCTION resell_line_codes_delete() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_order_line_codes s USING old_lines o
   WHERE s.store_id = o.store_id AND s.order_id = o.order_id AND s.line_id = o.line_id AND o.codes <> '{}';
  RETURN NULL;
END $$;
-- An update (refunds netted into lines, mostly) changes the rows here only when a line's key, date,
-- codes or title changed.
CREATE FUNCTION resell_line_codes_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_order_line_codes s
   USING (SELECT store_id, order_id, line_id, order_date, codes, product_title FROM old_lines WHERE codes <> '{}'
          EXCEPT
          SELECT store_id, order_id, line_id, order_date, codes, product_title FROM new_lines) o
   WHERE s.store_id = o.store_id AND s.order_id = o.order_id AND s.line_id = o.line_id;
  INSERT INTO shop_order_line_codes (code, order_date, order_id, line_id, store_id, product_title)
    SELECT DISTINCT c.code, n.order_date, n.order_id, n.line_id, n.store_id, n.product_title
      FROM (SELECT store_id, order_id, line_id, order_date, codes, product_title FROM new_lines WHERE codes <> '{}'
            EXCEPT
            SELECT store_id, order_id, line_id, order_date, codes, product_title FROM old_lines) n
     CROSS JOIN LATERAL unnest(n.codes) AS c(code)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER shop_order_lines_codes_insert AFTER INSERT ON shop_order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION resell_line_codes_insert();
CREATE TRIGGER shop_order_lines_codes_delete AFTER DELETE ON shop_order_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION resell_line_codes_delete();
CREATE TRIGGER shop_order_lines_codes_update AFTER UPDATE ON shop_order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION resell_line_codes_update();
