import 'reflect-metadata';
import { firebaseWebPortBindings } from '@estudio/adapters';
import { SessionService } from '@estudio/domain';
import { initializeApp } from 'firebase/app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWebContainer } from './container/web-container.js';
import { readWebFirebaseConfig } from './firebase/firebase-config.js';
import { LocalSignIn } from './local-check/local-sign-in.js';

const config = readWebFirebaseConfig(import.meta.env);
const app = initializeApp(config.options);
const container = createWebContainer(firebaseWebPortBindings(app, { emulators: config.emulators, functionsUrl: config.functionsUrl }));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LocalSignIn sessions={container.get(SessionService)} />
    </StrictMode>,
  );
}
