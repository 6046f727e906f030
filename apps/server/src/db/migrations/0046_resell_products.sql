-- The products part of the reseller area (issue 12): what each video sold reads a resale product's
-- order lines by store and product (then each line's order for its codes and date). No new tables;
-- one index on the shared shop_order_lines (0043).
CREATE INDEX shop_order_lines_product ON shop_order_lines (store_id, product_id, order_id);
