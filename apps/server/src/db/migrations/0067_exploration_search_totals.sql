-- Issue 26, YouTube in the video search: how many results YouTube says a stored search has
-- (pageInfo.totalResults, its estimate), so a page read later from the stored ids still says it.
ALTER TABLE exploration_searches ADD COLUMN total_results integer;
