import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { sharedObject } from './service.js';

export const sharedObjectsResolvers: Resolvers = {
  Query: {
    sharedObject: (_parent, { link }, ctx) => sharedObject(ctx, link),
  },
};
