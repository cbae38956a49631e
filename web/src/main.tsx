import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorReporting } from './features/client-errors/install-error-reporting';
import { installConsoleCapture } from './features/debug-log/capture-console';
import './index.css';

// Installed before anything renders so the debug log sees start-up messages too.
installConsoleCapture();
// Uncaught errors and unhandled rejections go to the admin error console (throttled, never recursive).
installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
