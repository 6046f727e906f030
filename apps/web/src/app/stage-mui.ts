// A stage of the app's start (main.tsx): MUI's components (the chunk `mui` of the build:
// vite.config.ts), evaluated after their styling layer (stage-mui-styles.ts).
export { default as Box } from '@mui/material/Box';
