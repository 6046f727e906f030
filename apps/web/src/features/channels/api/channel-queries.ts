// TODO(issue 24, lead): delete at merge, with group-trends-view.tsx's import (the `models` engineer's part).
export { useGroupTrends, type GroupTrends } from '../api.ts';
