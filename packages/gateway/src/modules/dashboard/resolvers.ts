import { progressPercent, visibleCourses } from '@portal/domain';
import type { CourseStatus, Resolvers } from '../../__generated__/resolvers-types.js';
import { getCandidateNumbers, getEvents, getUserTotalProgress } from '../../cloud/dashboard.js';
import { readBatchHint, rememberBatches, sameBatches } from './batch-hint.js';
import { eventDay, eventId, programInstant } from './dates.js';

/** tp on the wire: 0 not started, 1 started, 2 complete. */
const COURSE_STATUS: Record<number, CourseStatus> = { 0: 'NOT_STARTED', 1: 'IN_PROGRESS', 2: 'COMPLETED' };

export const dashboardResolvers: Resolvers = {
  Viewer: {
    // The eid is the verified viewer's (ARCHITECTURE.md, invariant 1): the parent
    // comes from the token, and these fields take no arguments.
    programs: async (viewer, _args, ctx) => {
      // Candidate numbers are fetched alongside progress; each program's
      // candidateNumber then reads the same loader entry, so a failing /getusn
      // nulls only the candidate numbers.
      getCandidateNumbers(ctx.cloud, viewer.eid).catch(() => undefined);
      const programs = await getUserTotalProgress(ctx.cloud, viewer.eid);
      rememberBatches(ctx, programs.map((program) => program.bpid));
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
      const batchIds = programs.map((program) => program.bpid);
      rememberBatches(ctx, batchIds);
      const events = early && hint && sameBatches(hint, batchIds) ? await early : await getEvents(ctx.cloud, batchIds);
      return [...events].sort((a, b) => eventDay(a.start).localeCompare(eventDay(b.start)) || a.title.localeCompare(b.title));
    },
  },
  EnrolledProgram: {
    id: ({ program }) => String(program.bpid),
    // A reference: the page loads only when a field beyond id is asked for.
    program: ({ program }) => ({ pid: program.pid }),
    programId: ({ program }) => String(program.pid),
    title: ({ program }) => program.ptitle,
    imageUrl: ({ program }) => program.pimage,
    duration: ({ program }) => program.pdur,
    startsAt: ({ program }) => programInstant(program.psd),
    endsAt: ({ program }) => programInstant(program.ped),
    progressPercent: ({ program }) => progressPercent(program.per),
    candidateNumber: async ({ program, eid }, _args, ctx) => {
      const numbers = await getCandidateNumbers(ctx.cloud, eid);
      return numbers[String(program.bpid)]?.usn || null;
    },
    // Elective courses that are not selected are removed (spec part 1, section 3).
    courses: ({ program }) =>
      visibleCourses((program.tcourses ?? []).map((course) => ({ course, elective: Boolean(course.telective), selected: Boolean(course.selected) }))).map(
        ({ course }) => course,
      ),
  },
  EnrolledCourse: {
    id: (course) => String(course.bcid),
    courseId: (course) => String(course.tid),
    title: (course) => course.ttitle,
    imageUrl: (course) => course.timage,
    durationWeeks: (course) => course.tdur,
    progressPercent: (course) => progressPercent(course.per),
    elective: (course) => Boolean(course.telective),
    semester: (course) => course.semester,
    status: (course) => COURSE_STATUS[course.tp] ?? 'NOT_STARTED',
    lastActivityAt: (course) => (course.lastact === null ? null : new Date(course.lastact).toISOString()),
  },
  CalendarEvent: {
    // Events carry no id on the wire; this one is stable for the same event.
    id: (event) => eventId(event),
    title: (event) => event.title,
    link: (event) => event.link || null,
    date: (event) => eventDay(event.start),
  },
};
