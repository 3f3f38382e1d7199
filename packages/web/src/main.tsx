import 'reflect-metadata';
import { firebaseWebPortBindings } from '@estudio/adapters';
import { initializeApp } from 'firebase/app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { createWebContainer } from './container/web-container.js';
import { activateAppCheck } from './firebase/app-check.js';
import { readAppCheckSettings } from './firebase/app-check-config.js';
import { readWebFirebaseConfig } from './firebase/firebase-config.js';

const config = readWebFirebaseConfig(import.meta.env);
const app = initializeApp(config.options);
// App Check with reCAPTCHA v3 only when a site key is configured (a debug token on the local stack).
const appCheck = activateAppCheck(app, readAppCheckSettings(import.meta.env, { localStack: config.emulators !== null }));
const container = createWebContainer(
  firebaseWebPortBindings(app, { emulators: config.emulators, functionsUrl: config.functionsUrl, appCheck }),
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App container={container} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
    </StrictMode>,
  );
}
