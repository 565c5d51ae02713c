import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { calendarFeedPath } from '../../auth/calendar-feed-token.js';
import { getCandidateNumbers, getEvents, getUserTotalProgress } from '../../cloud/dashboard.js';
import { examSchedulingForm } from '../../cloud/exam-provider.js';
import { candidateNumberOf, enrolmentBatchId, enrolmentProgramId, inCalendarOrder } from '../dashboard/index.js';
import { enrolmentInBatch, enrolmentsInProgram } from './mappers.js';

export const programsResolvers: Resolvers = {
  Viewer: {
    // The eid is the verified viewer's (docs/architecture.md, invariant 1): the id only picks one of their own enrolments.
    enrolledProgram: async (viewer, { id }, ctx) => {
      const program = enrolmentInBatch(await getUserTotalProgress(ctx.cloud, viewer.eid), id);
      return program ? { program, eid: viewer.eid } : null;
    },
    calendarFeedUrl: (viewer, _args, ctx) => `${ctx.programs.publicUrl}${calendarFeedPath(ctx.programs.calendarFeed.tokenFor(viewer.eid))}`,
  },
  Program: {
    viewerEnrolment: async (program, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer) return null;
      // Progress lists enrolments oldest first.
      const newest = enrolmentsInProgram(await getUserTotalProgress(ctx.cloud, viewer.eid), program.id).at(-1);
      return newest ? { program: newest, eid: viewer.eid } : null;
    },
  },
  EnrolledProgram: {
    // spec part 2, section 6: the two special programs hide semester headings and show unit images.
    showsSemesterHeadings: ({ program }, _args, ctx) => !ctx.programs.specialProgramIds.has(enrolmentProgramId(program)),
    showsUnitImages: ({ program }, _args, ctx) => ctx.programs.specialProgramIds.has(enrolmentProgramId(program)),
    // announcements: the announcements module's (issue 20: one service and one mapper for the tab and the screen).
    events: async ({ program }, _args, ctx) => inCalendarOrder(await getEvents(ctx.cloud, [enrolmentBatchId(program)])),
    examScheduling: async ({ program, eid }, _args, ctx) => {
      const provider = ctx.programs.examProvider;
      if (!provider) return null;
      const candidateNumber = candidateNumberOf(await getCandidateNumbers(ctx.cloud, eid), program);
      if (!candidateNumber) return null;
      const origin = ctx.programs.publicUrl;
      return examSchedulingForm({
        provider,
        candidateNumber,
        timestamp: Math.floor(Date.now() / 1000),
        returnUrl: `${origin}/MyPrograms/programs?program=${encodeURIComponent(String(enrolmentBatchId(program)))}`,
        homeUrl: `${origin}/`,
      });
    },
  },
};
