import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#4338ca' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Noto Sans TC", "Noto Sans JP", "Noto Sans CJK TC", "Noto Sans CJK JP", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { elevation: 0 } },
  },
});
