// Mounts the viewer app; errors a renderer boundary catches are logged as warnings (the text view is shown instead).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { routeHref } from './router.js';
import { exportManifest } from './static-api.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A static export opens on the page of its run.
if (exportManifest && window.location.hash === '')
  window.location.replace(routeHref({ type: 'run', id: exportManifest.run }));
createRoot(root, {
  onCaughtError: (error) => console.warn('board renderer fell back to text:', error),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
