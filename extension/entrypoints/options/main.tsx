import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OPTIONS_SOURCES } from '../../src/options/options-sources';
import { createOptionsStore } from '../../src/options/options-store';
import { App } from './App';
import '../popup/style.css';
import './style.css';

const container = document.getElementById('root');
if (container === null) throw new Error('options.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <App store={createOptionsStore(OPTIONS_SOURCES)} packagedServerUrl={OPTIONS_SOURCES.packagedServerUrl} />
  </StrictMode>,
);
