/** The notifications offer other modules nothing: their resolvers are the schema's (modules/index.ts). */
import type { GatewayModule } from '../module.js';
import { notificationsResolvers } from './resolvers.js';
export { notificationModel, unreadCountOf } from './mappers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const notificationsModule: GatewayModule = { schema: new URL('./notifications.graphql', import.meta.url), resolvers: notificationsResolvers };
