// @estudio/functions: the HTTP endpoints the web app calls. Its composition root wires
// the domain's use cases to the firebase-admin adapters.
import 'reflect-metadata';

export { FUNCTIONS_USE_CASES, createFunctionsContainer } from './container/functions-container.js';
