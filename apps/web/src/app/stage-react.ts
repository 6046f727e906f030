// A stage of the app's start (main.tsx): React and its DOM renderer (exported, so that the build
// keeps them in this stage).
export { startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
