/**
 * The program detail page (spec part 1, section 2: /myProg/{pid}/{il}):
 * header, duration, format, credits, image, the Overview / Instructors /
 * Curriculum / FAQs tabs, and what the viewer may do (Apply or Continue
 * Learning). The same page for visitors and learners; only the viewer
 * fields differ. The renaming is in mappers.ts, the deciding in service.ts.
 */
import { parseProgramId } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getProgramOnOffer } from '../../cloud/catalog.js';
import { catalogTypeResolvers, programWithDetail } from './mappers.js';
import { viewerEnrolledIn } from './service.js';

export const programDetailResolvers: Resolvers = {
  Query: {
    // The page knows only the program id (the route); the batch on offer comes from
    // getBatchID (spec part 1, section 7). Both reads go through the request's
    // loader. An unknown program is null, not an error.
    program: async (_parent, { id }, ctx) => {
      const programId = parseProgramId(id);
      if (programId === null) return null;
      const detail = await getProgramOnOffer(ctx.cloud, programId);
      return detail ? programWithDetail(programId, detail) : null;
    },
  },
  Program: {
    ...catalogTypeResolvers.Program,
    viewerEnrolled: (program, _args, ctx) => viewerEnrolledIn(program, ctx),
  },
};
