import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { ConsoleRouter, consoleRouteObjects } from './app/data-router.js';
import { createFirebaseAccess } from './firebase/firebase-access.js';
import { readWebFirebaseConfig } from './firebase/firebase-config.js';

const access = createFirebaseAccess(readWebFirebaseConfig(import.meta.env), import.meta.env);
const browserRouter = createBrowserRouter(consoleRouteObjects());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App access={access} router={(routes) => <ConsoleRouter router={browserRouter} routes={routes} />} />
    </StrictMode>,
  );
}
