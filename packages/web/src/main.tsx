import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { createFirebaseAccess } from './firebase/firebase-access.js';
import { readWebFirebaseConfig } from './firebase/firebase-config.js';

const access = createFirebaseAccess(readWebFirebaseConfig(import.meta.env), import.meta.env);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App access={access} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
    </StrictMode>,
  );
}
