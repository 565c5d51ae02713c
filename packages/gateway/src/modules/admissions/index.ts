// What the rest of the gateway may use of the admissions module: its resolvers (apply list, applications, pre-registration, Start).
import type { GatewayModule } from '../module.js';
import { admissionsResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const admissionsModule: GatewayModule = { schema: new URL('./admissions.graphql', import.meta.url), resolvers: admissionsResolvers };
