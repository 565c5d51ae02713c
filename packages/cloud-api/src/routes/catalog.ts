/**
 * Catalogue: the program list by level, a program's current batch, and the
 * program detail page (spec part 1, sections 2, 3 and 7).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProgramDetail, ProgramList, ProgramListItem } from '@portal/contract';
import { schema } from '../db/client.js';
import { PROGRAM_LEVELS } from '../db/schema.js';
import { notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import { absoluteUrl, type RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

const { programs, batches, batchCourses, courses, units, applications, enrolments } = schema;

function catalogRoutes({ db, config }: RouteContext): ContractRoutes {
  const abs = (p: string | null | undefined) => absoluteUrl(config.publicUrl, p);

  return {
    '/getAllProgramList': async ({ oid }) => {
      const rows = await db
        .select({ program: programs, bpid: batches.bpid })
        .from(programs)
        .innerJoin(batches, and(eq(batches.pid, programs.pid), eq(batches.current, true)))
        .where(eq(programs.oid, oid))
        .orderBy(asc(programs.sortOrder), asc(programs.pid), desc(batches.bpid));

      const list = Object.fromEntries(PROGRAM_LEVELS.map((level) => [level, [] as ProgramListItem[]])) as ProgramList;
      const seen = new Set<number>();
      for (const { program, bpid } of rows) {
        // One entry per program: its newest current batch.
        if (seen.has(program.pid)) continue;
        seen.add(program.pid);
        list[program.level].push({ pid: program.pid, bpid, pname: program.name, pimage: abs(program.image), pdur: program.duration, etype: program.enrolType });
      }
      return list;
    },

    '/getBatchID': async ({ oid, pid }) => {
      const [row] = await db
        .select({ bpid: batches.bpid })
        .from(batches)
        .innerJoin(programs, eq(programs.pid, batches.pid))
        .where(and(eq(batches.pid, pid), eq(batches.current, true), eq(programs.oid, oid)))
        .orderBy(desc(batches.bpid))
        .limit(1);
      if (!row) throw notFound(`No current batch for program ${pid}`);
      return { bpid: row.bpid };
    },

    '/getProgram': async ({ oid, pid, bpid, eid }) => {
      const [row] = await db
        .select({ program: programs, batch: batches })
        .from(programs)
        .innerJoin(batches, eq(batches.pid, programs.pid))
        .where(and(eq(programs.pid, pid), eq(batches.bpid, bpid), eq(programs.oid, oid)))
        .limit(1);
      if (!row) throw notFound(`No program ${pid} with batch ${bpid}`);
      const { program } = row;

      // Curriculum is derived from the batch's courses and their units, so it
      // always matches what enrolled learners will see.
      const topics = await db
        .select({ bc: batchCourses, course: courses })
        .from(batchCourses)
        .innerJoin(courses, eq(courses.tid, batchCourses.tid))
        .where(and(eq(batchCourses.bpid, bpid), eq(batchCourses.enabled, true)))
        .orderBy(asc(batchCourses.semester), asc(batchCourses.sortOrder), asc(batchCourses.bcid));
      const tids = topics.map((t) => t.course.tid);
      const unitRows = tids.length
        ? await db
            .select({ tid: units.tid, title: units.title })
            .from(units)
            .where(and(inArray(units.tid, tids), eq(units.enabled, true)))
            .orderBy(asc(units.sortOrder), asc(units.nid))
        : [];
      const unitsByTid = new Map<number, string[]>();
      for (const u of unitRows) unitsByTid.set(u.tid, [...(unitsByTid.get(u.tid) ?? []), u.title]);

      let pstatus: number | null = null;
      let enrolled = false;
      if (eid) {
        const [app] = await db
          .select({ status: applications.status })
          .from(applications)
          .where(and(eq(applications.eid, eid), eq(applications.pid, pid)))
          .orderBy(desc(applications.updatedAt))
          .limit(1);
        // 0 = not started: the Apply button (spec part 3, 4.1).
        pstatus = app?.status ?? 0;
        const [enrolment] = await db
          .select({ bpid: enrolments.bpid })
          .from(enrolments)
          .where(and(eq(enrolments.eid, eid), eq(enrolments.bpid, bpid)))
          .limit(1);
        enrolled = Boolean(enrolment);
      }

      const detail: ProgramDetail = {
        pid: program.pid,
        bpid,
        pname: program.name,
        pimage: abs(program.image),
        pstatus,
        enrolled,
        etype: program.enrolType,
        poverview: program.overviewHtml,
        pfeatures: program.featuresHtml,
        poutcomes: program.outcomesHtml,
        pinfo: { duration: program.duration, format: program.format, credits: program.credits },
        pinstructors: program.instructors.map((group) => ({
          title: group.title,
          value: group.value.map((i) => ({ ...i, pic: abs(i.pic) })),
        })),
        pcurriculum: topics.map(({ bc, course }) => ({
          tlabel: bc.topicLabel,
          tduration: course.durationWeeks,
          ttitle: course.title,
          tunits: unitsByTid.get(course.tid) ?? [],
          tid: course.tid,
          timage: abs(course.image),
        })),
        pfaq: program.faq,
      };
      return detail;
    },
  };
}

/** The area's piece (areas.ts). */
export const catalogArea: CloudArea = { routes: catalogRoutes };
