// A stage of the app's start (main.tsx): MUI and Emotion (one chunk of the build: vite.config.ts).
export { ThemeProvider } from '@mui/material/styles';
