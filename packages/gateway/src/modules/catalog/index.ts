// What other gateway modules may use of the catalog module.
export { catalogueProgramIds, programPreview } from './program-preview.js';
export { offeredBatchOf } from './mappers.js';
export { programDetailResolvers } from './program-detail.js';
export { catalogResolvers } from './resolvers.js';
