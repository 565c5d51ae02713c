/**
 * The dashboard's wire words in, the schema's words out (docs/decisions/182):
 * /getUserTotalProgress's programs and courses, /getusn's candidate numbers
 * and /getEvents' events. The rest of the module, and the modules that use
 * these answers, read them through here.
 */
import type { EventItem, ProgressProgram } from '@portal/contract';
import { progressPercent, visibleCourses } from '@portal/domain';
import type { CourseStatus, Resolvers } from '../../__generated__/resolvers-types.js';
import type { CandidateNumbers } from '../../cloud/dashboard.js';
import type { CalendarEventModel } from '../mappers.js';
import { eventDay, eventId, programInstant } from './dates.js';

/** tp on the wire: 0 not started, 1 started, 2 complete. */
const COURSE_STATUS: Record<number, CourseStatus> = { 0: 'NOT_STARTED', 1: 'IN_PROGRESS', 2: 'COMPLETED' };

/** An enrolment's batch id (the EnrolledProgram's id). */
export const enrolmentBatchId = (program: ProgressProgram): number => program.bpid;

/** An enrolment's program id. */
export const enrolmentProgramId = (program: ProgressProgram): number => program.pid;

/** The learner's candidate number in one enrolment's batch, or null when the university has given none. */
export const candidateNumberOf = (numbers: CandidateNumbers, program: ProgressProgram): string | null => numbers[String(program.bpid)]?.usn || null;

/** An event in the schema's words; events carry no id on the wire, this one is stable for the same event. */
export const toCalendarEvent = (event: EventItem): CalendarEventModel => ({
  id: eventId(event.start, event.title, event.link),
  title: event.title,
  link: event.link || null,
  date: eventDay(event.start),
});

/** Events in the calendar's order: by day, then by title. */
export const inCalendarOrder = (events: readonly EventItem[]): CalendarEventModel[] => events.map(toCalendarEvent).sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));

export const dashboardTypeResolvers: Resolvers = {
  EnrolledProgram: {
    id: ({ program }) => String(program.bpid),
    // A reference: the page loads only when a field beyond id is asked for.
    program: ({ program }) => ({ id: program.pid }),
    programId: ({ program }) => String(program.pid),
    title: ({ program }) => program.ptitle,
    imageUrl: ({ program }) => program.pimage,
    duration: ({ program }) => program.pdur,
    startsAt: ({ program }) => programInstant(program.psd),
    endsAt: ({ program }) => programInstant(program.ped),
    progressPercent: ({ program }) => progressPercent(program.per),
    // Elective courses that are not selected are removed (spec part 1, section 3).
    courses: ({ program }) =>
      visibleCourses((program.tcourses ?? []).map((course) => ({ course, elective: Boolean(course.telective), selected: Boolean(course.selected) }))).map(({ course }) => course),
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
};
