export { HttpAccountGateway } from './http-user-administration.js';
export type { RequestCredentials } from './http-user-administration.js';
