// Wide tables scroll sideways inside their card. Overlay scrollbars (macOS, phones) show nothing until
// one scrolls, so columns past the edge looked missing: the container draws a soft shadow on a side
// with more columns (the shadows stay put while white covers travel with the content and hide them
// at the ends) and keeps a thin scrollbar always drawn. The first column can stay in place meanwhile.
import type { Theme } from '@mui/material/styles';

const cover = (side: 'left' | 'right', paper: string) =>
  `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${paper} 30%, rgba(255,255,255,0)) ${side} center / 40px 100% no-repeat local`;
const shadow = (side: 'left' | 'right') =>
  `radial-gradient(farthest-side at ${side === 'left' ? '0' : '100%'} 50%, rgba(0,0,0,0.18), rgba(0,0,0,0)) ${side} center / 14px 100% no-repeat scroll`;

/** For a TableContainer: sideways scrolling that shows itself. */
export const scrollCue = (theme: Theme) => ({
  overflowX: 'auto' as const,
  background: [cover('left', theme.palette.background.paper), cover('right', theme.palette.background.paper), shadow('left'), shadow('right')].join(', '),
  '&::-webkit-scrollbar': { height: 8, width: 8 },
  '&::-webkit-scrollbar-thumb': { backgroundColor: 'rgba(0,0,0,0.28)', borderRadius: 4 },
  '&::-webkit-scrollbar-track': { backgroundColor: 'rgba(0,0,0,0.04)' },
});

/**
 * For a Table: its first column stays at the left edge while the others scroll under it. Cells need
 * an opaque background for that; a cell spanning the whole row (an empty or detail row) stays as it is.
 */
export const stickyFirstColumn = (theme: Theme) => ({
  '& tr > th:first-of-type, & tr > td:first-of-type:not([colspan])': {
    position: 'sticky' as const,
    left: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
  },
  '& thead tr > th:first-of-type': { zIndex: 3 },
});
