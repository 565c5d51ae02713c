// What the rest of the gateway may use of the auth module: its resolvers (sign-up, sign-in, sign-out, passwords).
export { authResolvers } from './resolvers.js';
