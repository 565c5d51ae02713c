// What the rest of the gateway may use of the admissions module: its resolvers (apply list, applications, pre-registration, Start).
export { admissionsResolvers } from './resolvers.js';
