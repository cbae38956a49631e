import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { POPUP_SOURCES } from '../../src/popup/popup-sources';
import { createPopupStore } from '../../src/popup/popup-store';
import { installToneColours } from '../../src/ui/tone-colours';
import { App } from './App';
import './style.css';

installToneColours();

const container = document.getElementById('root');
if (container === null) throw new Error('popup.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <App store={createPopupStore(POPUP_SOURCES)} />
  </StrictMode>,
);
