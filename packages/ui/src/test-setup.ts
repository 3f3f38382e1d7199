// Unmount what each test rendered: without vitest globals, Testing Library cannot
// register its own cleanup.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addConsoleRecipes } from './theme/console-recipes.js';

// The kit's components draw with the console's recipes too, as in the signed-in app.
addConsoleRecipes();

// React only wraps updates in act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy*/waitFor wait 1 s by default: on a shared two-core CI machine, with emulators and a
// browser suite running beside this one, a screen can take longer than that to settle. Waiting
// longer changes no assertion; a screen that never shows the text still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
