/** What other modules may use of uploads: whose a visitor's file is (complaints checks it on queryPost). */
export { visitorOwner } from './visitor-id.js';
export { uploadResolvers } from './resolvers.js';
