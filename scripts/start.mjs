#!/usr/bin/env node
// `npm start`: will bring up the console on the Firebase Local Emulator Suite with demo
// data. Until the emulator stack and the web app exist, it says so instead of pretending.
const lines = [
  'Estudio de Marca: `npm start` does not start the console yet.',
  '',
  'What exists today:',
  '  - packages/domain: the whole domain model, policies, ports and use cases (tested).',
  '  - packages/adapters: in-memory twins of every port and the port contract suites.',
  '',
  'What `npm start` does not run yet:',
  '  - the Firebase emulators (Auth, Firestore, Storage, Functions) and the demo seed;',
  '  - the web console at http://127.0.0.1:5173 and its demo accounts;',
  '  - Storybook for the design system.',
  '',
  'Run `npm test` to lint, typecheck and test everything that exists.',
];
console.log(lines.join('\n'));
