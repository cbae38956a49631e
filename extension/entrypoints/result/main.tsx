import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import '../popup/style.css';
import './style.css';

const container = document.getElementById('root');
if (container === null) throw new Error('result.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <App resultId={new URLSearchParams(location.search).get('id') ?? ''} />
  </StrictMode>,
);
