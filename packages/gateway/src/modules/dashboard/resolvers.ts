import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getCandidateNumbers, getEvents, getUserTotalProgress } from '../../cloud/dashboard.js';
import { readBatchHint, rememberBatches, sameBatches } from './batch-hint.js';
import { candidateNumberOf, dashboardTypeResolvers, enrolmentBatchId, inCalendarOrder } from './mappers.js';

export const dashboardResolvers: Resolvers = {
  ...dashboardTypeResolvers,
  Viewer: {
    // The eid is the verified viewer's (docs/architecture.md, invariant 1): the parent
    // comes from the token, and these fields take no arguments.
    programs: async (viewer, _args, ctx) => {
      // Candidate numbers are fetched alongside progress; each program's
      // candidateNumber then reads the same loader entry, so a failing /getusn
      // nulls only the candidate numbers.
      getCandidateNumbers(ctx.cloud, viewer.eid).catch(() => undefined);
      const programs = await getUserTotalProgress(ctx.cloud, viewer.eid);
      rememberBatches(ctx, programs.map(enrolmentBatchId));
      return programs.map((program) => ({ program, eid: viewer.eid }));
    },
    events: async (viewer, _args, ctx) => {
      // Events need the learner's batch ids, which only progress gives. When the request
      // carries the ids of the last progress answer, events are asked for at once, beside
      // progress, and kept only if progress lists exactly those batches (batch-hint.ts,
      // docs/decisions/094); otherwise they are asked for again with the real ids.
      const hint = readBatchHint(ctx);
      const early = hint ? getEvents(ctx.cloud, hint) : null;
      early?.catch(() => undefined); // awaited below when it is used; a dropped guess must not go unhandled
      const programs = await getUserTotalProgress(ctx.cloud, viewer.eid);
      const batchIds = programs.map(enrolmentBatchId);
      rememberBatches(ctx, batchIds);
      return inCalendarOrder(early && hint && sameBatches(hint, batchIds) ? await early : await getEvents(ctx.cloud, batchIds));
    },
  },
  EnrolledProgram: {
    ...dashboardTypeResolvers.EnrolledProgram,
    candidateNumber: async ({ program, eid }, _args, ctx) => candidateNumberOf(await getCandidateNumbers(ctx.cloud, eid), program),
  },
};
