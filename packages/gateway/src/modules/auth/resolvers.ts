import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { accountConfirmSignUp, accountSignUp, passwordResetConfirm, passwordResetRequest, sessionCompleteNewPassword, sessionSignIn, sessionSignOut } from './service.js';

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => ctx.viewer(),
  },
  Viewer: {
    id: (viewer) => viewer.sub,
    username: (viewer) => viewer.eid,
    name: (viewer) => viewer.name,
    email: (viewer) => viewer.email,
  },
  Mutation: {
    sessionSignIn: (_parent, { input }, ctx) => sessionSignIn(ctx, input),
    sessionCompleteNewPassword: (_parent, { input }, ctx) => sessionCompleteNewPassword(ctx, input),
    sessionSignOut: (_parent, _args, ctx) => sessionSignOut(ctx),
    accountSignUp: (_parent, { input }, ctx) => accountSignUp(ctx, input),
    accountConfirmSignUp: (_parent, { input }, ctx) => accountConfirmSignUp(ctx, input),
    passwordResetRequest: (_parent, { input }, ctx) => passwordResetRequest(ctx, input),
    passwordResetConfirm: (_parent, { input }, ctx) => passwordResetConfirm(ctx, input),
  },
};
