import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installToneColours } from '../../src/ui/tone-colours';
import { App } from './App';
import '../popup/style.css';
import './style.css';

installToneColours();

const container = document.getElementById('root');
if (container === null) throw new Error('result.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <App resultId={new URLSearchParams(location.search).get('id') ?? ''} />
  </StrictMode>,
);
