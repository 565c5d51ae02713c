/**
 * Dashboard: the learner's total progress, calendar events and candidate
 * numbers (spec part 1, sections 3, 4 and 7).
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { EventItem, EventsResponse, ProgressCourse, ProgressProgram, ProgressResponse, UsnResponse } from '@portal/contract';
import { schema } from '../db/client.js';
import type { ContractRoutes } from './contract-route.js';
import { absoluteUrl, type RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

const { programs, batches, batchCourses, courses, enrolments, courseProgress, events, candidateNumbers } = schema;

/**
 * The older API answered psd/ped in seconds for some batches and in
 * milliseconds for others, which is why the spec's 10-digit rule exists
 * (part 1, section 4). We keep that mix on purpose so every consumer has to
 * apply the rule: batches with an even bpid answer in milliseconds.
 */
function wireDate(bpid: number, epochSeconds: number): number {
  return bpid % 2 === 0 ? epochSeconds * 1000 : epochSeconds;
}

function dashboardRoutes({ db, config }: RouteContext): ContractRoutes {
  const abs = (p: string | null | undefined) => absoluteUrl(config.publicUrl, p);

  return {
    '/getUserTotalProgress': async ({ oid, eid }): Promise<ProgressResponse> => {
      const enrolled = await db
        .select({ enrolment: enrolments, batch: batches, program: programs })
        .from(enrolments)
        .innerJoin(batches, eq(batches.bpid, enrolments.bpid))
        .innerJoin(programs, eq(programs.pid, batches.pid))
        .where(and(eq(enrolments.eid, eid), eq(programs.oid, oid)))
        .orderBy(asc(enrolments.enrolledAt), asc(enrolments.bpid));
      if (enrolled.length === 0) return { bpdata: [] };

      const bpids = enrolled.map((e) => e.batch.bpid);
      const courseRows = await db
        .select({ bc: batchCourses, course: courses, progress: courseProgress })
        .from(batchCourses)
        .innerJoin(courses, eq(courses.tid, batchCourses.tid))
        .leftJoin(courseProgress, and(eq(courseProgress.bcid, batchCourses.bcid), eq(courseProgress.eid, eid)))
        .where(inArray(batchCourses.bpid, bpids))
        .orderBy(asc(batchCourses.semester), asc(batchCourses.sortOrder), asc(batchCourses.bcid));

      const byBatch = new Map<number, ProgressCourse[]>();
      for (const { bc, course, progress } of courseRows) {
        const list = byBatch.get(bc.bpid) ?? [];
        list.push({
          tid: course.tid,
          ttitle: course.title,
          tdur: course.durationWeeks,
          per: progress?.progressPercent ?? 0,
          bcid: bc.bcid,
          // All courses go out, unselected electives included: hiding them is
          // the consumer's rule (spec part 1, section 3).
          selected: bc.elective ? (progress?.selected ?? false) : true,
          telective: bc.elective,
          timage: abs(course.image),
          semester: bc.semester,
          tp: progress?.status ?? 0,
          lastact: progress?.lastActivityAt ? progress.lastActivityAt.getTime() : null,
        });
        byBatch.set(bc.bpid, list);
      }

      const bpdata: ProgressProgram[] = enrolled.map(({ enrolment, batch, program }) => ({
        pid: program.pid,
        bpid: batch.bpid,
        ptitle: program.name,
        pimage: abs(program.image),
        psd: wireDate(batch.bpid, batch.startsAt),
        ped: wireDate(batch.bpid, batch.endsAt),
        pdur: program.duration,
        per: enrolment.progressPercent,
        tcourses: byBatch.get(batch.bpid) ?? [],
      }));
      return { bpdata };
    },

    '/getEvents': async ({ oid, batchjson }): Promise<EventsResponse> => {
      // The given batches' events plus organisation-wide ones (bpid null).
      const scope = batchjson.length ? or(isNull(events.bpid), inArray(events.bpid, batchjson)) : isNull(events.bpid);
      const rows = await db
        .select({ title: events.title, link: events.link, start: events.start })
        .from(events)
        .where(and(eq(events.oid, oid), scope))
        .orderBy(asc(events.start), asc(events.id));
      const list: EventItem[] = rows.map((r) => ({ title: r.title, link: r.link ?? null, start: r.start }));
      return { result: { events: list } };
    },

    '/getusn': async ({ eid }): Promise<UsnResponse> => {
      const rows = await db.select({ bpid: candidateNumbers.bpid, usn: candidateNumbers.usn }).from(candidateNumbers).where(eq(candidateNumbers.eid, eid)).orderBy(asc(candidateNumbers.bpid));
      return Object.fromEntries(rows.map((r) => [String(r.bpid), { usn: r.usn }]));
    },
  };
}

/** The area's piece (areas.ts). */
export const dashboardArea: CloudArea = { routes: dashboardRoutes };
