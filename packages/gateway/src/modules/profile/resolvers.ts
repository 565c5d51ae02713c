import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { profileFields, programCertificateFields } from './mappers.js';
import { candidateIds, deleteProfileDocument, myProfile, myProgramCertificates, updateProfile, updateTimeZone } from './service.js';

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, ctx) => myProfile(ctx),
    programCertificates: (_parent, _args, ctx) => myProgramCertificates(ctx),
  },
  Mutation: {
    profileUpdate: (_parent, { input }, ctx) => updateProfile(ctx, input),
    profileDocumentDelete: (_parent, { input }, ctx) => deleteProfileDocument(ctx, input.fileName),
    profileTimeZoneUpdate: (_parent, { input }, ctx) => updateTimeZone(ctx, input.timeZone),
  },
  Profile: {
    ...profileFields,
    candidateIds: (profile, _args, ctx) => candidateIds(ctx, profile),
  },
  ProgramCertificate: programCertificateFields,
};
