import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { certificateFields, certificateVerificationFields } from './mappers.js';
import { certificateAvailable, certificateStepOf, courseCertificate, generateCourseCertificate, myCertificates, verifyCode } from './service.js';

export const certificatesResolvers: Resolvers = {
  Query: {
    certificates: (_parent, _args, ctx) => myCertificates(ctx),
    certificateVerification: (_parent, { code }, ctx) => verifyCode(ctx, code),
  },
  Mutation: {
    courseCertificateGenerate: (_parent, { input }, ctx) => generateCourseCertificate(ctx, input.courseId),
  },
  Course: {
    certificate: (course, _args, ctx) => courseCertificate(ctx, course),
    certificateAvailable: (course, _args, ctx) => certificateAvailable(ctx, course),
    certificateStep: (course, _args, ctx) => certificateStepOf(ctx, course),
  },
  Certificate: certificateFields,
  CertificateVerification: certificateVerificationFields,
};
