import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { postQuery } from './service.js';

export const complaintsResolvers: Resolvers = {
  Mutation: {
    queryPost: (_parent, { input }, ctx) => postQuery(ctx, input),
  },
};
