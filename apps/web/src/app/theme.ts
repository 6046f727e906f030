import { createTheme } from '@mui/material/styles';
import { serverMatchMedia } from '../lib/drawn-for.ts';

// Colours meet WCAG AA contrast (4.5:1) as text on white and on the page background: MUI's default
// warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) do not, and both are used as text (outlined
// buttons, chips, word clouds).
export const theme = createTheme({
  palette: {
    primary: { main: '#4338ca' },
    secondary: { main: '#0f766e' },
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Noto Sans TC", "Noto Sans JP", "Noto Sans CJK TC", "Noto Sans CJK JP", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Media queries are read at once: with MUI's default the first render took every screen for a
    // narrow one, and a wide screen then drew the dashboard frame and page a second time, the drawer
    // beside the page (issue 24). A server draw answers them for the reader's window (its width
    // cookie, lib/drawn-for.ts), which the browser's first draw over that markup reads the same.
    MuiUseMediaQuery: { defaultProps: { noSsr: true, ssrMatchMedia: serverMatchMedia } },
    MuiCard: { defaultProps: { elevation: 0 } },
    // An alert's message wraps rather than scrolls (MUI's own `overflow: auto` made a phone-width
    // message a scrollable region that no keyboard reaches).
    MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere' } } },
    // A disabled field's help still explains it (why it cannot change): it stays readable.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    // A table wider than the screen scrolls sideways: a keyboard reaches it (Tab, then the arrow keys).
    MuiTableContainer: {
      defaultProps: { tabIndex: 0 },
      styleOverrides: { root: ({ theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }) },
    },
  },
});
