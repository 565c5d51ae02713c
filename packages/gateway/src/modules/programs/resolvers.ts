import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getCandidateNumbers, getEvents, getUserTotalProgress } from '../../cloud/dashboard.js';
import { getAnnouncements } from '../../cloud/programs.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import { eventDay } from '../dashboard/index.js';
import { calendarFeedPath } from '../../auth/calendar-feed-token.js';
import { examSchedulingForm } from './exam-scheduling.js';

export const programsResolvers: Resolvers = {
  Viewer: {
    // The eid is the verified viewer's (ARCHITECTURE.md, invariant 1): the id only picks one of their own enrolments.
    enrolledProgram: async (viewer, { id }, ctx) => {
      const programs = await getUserTotalProgress(ctx.cloud, viewer.eid);
      const program = programs.find((p) => String(p.bpid) === id);
      return program ? { program, eid: viewer.eid } : null;
    },
    calendarFeedUrl: (viewer, _args, ctx) => `${ctx.programs.publicUrl}${calendarFeedPath(ctx.programs.calendarFeed.tokenFor(viewer.eid))}`,
  },
  Program: {
    viewerEnrolment: async ({ pid }, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer) return null;
      const enrolments = (await getUserTotalProgress(ctx.cloud, viewer.eid)).filter((program) => program.pid === pid);
      // Progress lists enrolments oldest first.
      const newest = enrolments.at(-1);
      return newest ? { program: newest, eid: viewer.eid } : null;
    },
  },
  EnrolledProgram: {
    // spec part 2, section 6: the two special programs hide semester headings and show unit images.
    showsSemesterHeadings: ({ program }, _args, ctx) => !ctx.programs.specialProgramIds.has(program.pid),
    showsUnitImages: ({ program }, _args, ctx) => ctx.programs.specialProgramIds.has(program.pid),
    announcements: async ({ program }, _args, ctx) => {
      const groups = await getAnnouncements(ctx.cloud, program.bpid);
      return groups
        .filter((group) => group.bpid === program.bpid)
        .flatMap((group) => group.json.map((entry) => ({ entry, bpid: group.bpid })))
        .sort((a, b) => b.entry.sdate - a.entry.sdate);
    },
    events: async ({ program }, _args, ctx) => {
      const events = await getEvents(ctx.cloud, [program.bpid]);
      return [...events].sort((a, b) => eventDay(a.start).localeCompare(eventDay(b.start)) || a.title.localeCompare(b.title));
    },
    examScheduling: async ({ program, eid }, _args, ctx) => {
      const provider = ctx.programs.examProvider;
      if (!provider) return null;
      const usn = (await getCandidateNumbers(ctx.cloud, eid))[String(program.bpid)]?.usn;
      if (!usn) return null;
      const origin = ctx.programs.publicUrl;
      return examSchedulingForm({
        provider,
        usn,
        timestamp: Math.floor(Date.now() / 1000),
        returnUrl: `${origin}/MyPrograms/programs?program=${encodeURIComponent(String(program.bpid))}`,
        homeUrl: `${origin}/`,
      });
    },
  },
  ProgramAnnouncement: {
    id: ({ entry, bpid }) => `${bpid}-${entry.sdate}-${Buffer.from(entry.title).toString('base64url').slice(0, 24)}`,
    kind: ({ entry }) => entry.type,
    title: ({ entry }) => entry.title,
    descriptionHtml: ({ entry }) => sanitizeHtml(entry.description),
    // sdate is epoch seconds (spec part 3, section 3.8).
    postedAt: ({ entry }) => new Date(entry.sdate * 1000).toISOString(),
    linkText: ({ entry }) => entry.webtext || null,
    linkUrl: ({ entry }) => (entry.weburl && /^https?:\/\//i.test(entry.weburl) ? entry.weburl : null),
  },
};
