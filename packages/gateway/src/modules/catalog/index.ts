// What other gateway modules may use of the catalog module.
import { mergeResolvers, type GatewayModule } from '../module.js';
import { programDetailResolvers } from './program-detail.js';
import { catalogResolvers } from './resolvers.js';
export { catalogueProgramIds, programPreview } from './program-preview.js';
export { offeredBatchOf } from './mappers.js';

/** The area's part of the schema and its resolvers (the catalogue and a program's page), for modules/index.ts. */
export const catalogModule: GatewayModule = { schema: new URL('./catalog.graphql', import.meta.url), resolvers: mergeResolvers(catalogResolvers, programDetailResolvers) };
