import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { createUpload } from './service.js';

export const uploadResolvers: Resolvers = {
  Mutation: {
    uploadCreate: (_parent, { input }, ctx) => createUpload(ctx, input),
  },
};
