// A stage of the app's start (main.tsx): MUI's styling layer and Emotion (the chunk `mui-styles` of
// the build: vite.config.ts), evaluated before MUI's components, which are built on it.
export { ThemeProvider } from '@mui/material/styles';
