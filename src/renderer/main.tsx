import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Schemas without words of their own show the forms' words, never zod's (issue 23).
import '../shared/forms/messages';
import { App } from './app/App';
import './app/global.css';
import { readInitialSession, sessionAtom } from './lib/session';
import { getAppStore } from './lib/store';

/** The session is known before the first render, so guards never flash the login screen. */
async function start() {
  getAppStore().set(sessionAtom, await readInitialSession());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
