export { HttpAccountGateway } from './http-account-gateway.js';
export type { RequestCredentials } from './http-account-gateway.js';
