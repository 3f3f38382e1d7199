import 'reflect-metadata';
import { firebaseWebPortBindings } from '@estudio/adapters';
import { initializeApp } from 'firebase/app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { createWebContainer } from './container/web-container.js';
import { readWebFirebaseConfig } from './firebase/firebase-config.js';

const config = readWebFirebaseConfig(import.meta.env);
const app = initializeApp(config.options);
const container = createWebContainer(
  firebaseWebPortBindings(app, { emulators: config.emulators, functionsUrl: config.functionsUrl }),
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App container={container} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
    </StrictMode>,
  );
}
