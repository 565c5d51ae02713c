/**
 * Learning (spec part 2, sections 3, 4 and 7): the course with its units and
 * the learner's progress (/getCourse), and "sync user progress"
 * (/syncUserProgress), merged per object in single statements so that two
 * tabs completing objects at once lose nothing (docs/decisions/107).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { CourseData, CourseNugget, CourseObject, SyncProgressResult } from '@portal/contract';
import { schema, type Db } from '../db/client.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

const { programs, batches, batchCourses, courses, units, unitObjects, enrolments, courseProgress, objectProgress } = schema;

/** Kinds that are an activity of their own, with no address to open. */
const ACTIVITY_KINDS = new Set(['quiz', 'assignment', 'feedback']);

type Caption = { key?: unknown; srclang?: unknown; label?: unknown };

/** An object's progress to raise: its op, and the seconds spent when it reaches 2. */
export type ObjectStep = { objid: string; op: 1 | 2; timespent?: number };

/**
 * One statement per object: op only rises, and the time is added once, when
 * the object first reaches 2. A repeat, or a second tab's stale view, can
 * neither lower a status nor count time twice. Every path that moves an
 * object calls it: a sync, and an instructor's approval of a project message.
 */
export async function raiseObjects(db: Db, course: { eid: string; bcid: number }, steps: readonly ObjectStep[]): Promise<void> {
  const { eid, bcid } = course;
  for (const o of steps) {
    const seconds = o.op === 2 ? (o.timespent ?? 0) : 0;
    await db
      .insert(objectProgress)
      .values({ eid, bcid, objectId: o.objid, status: o.op, secondsSpent: seconds, completedAt: o.op === 2 ? sql`now()` : null })
      .onConflictDoUpdate({
        target: [objectProgress.eid, objectProgress.bcid, objectProgress.objectId],
        set: {
          status: sql`greatest(${objectProgress.status}, excluded.status)`,
          secondsSpent: sql`case when ${objectProgress.status} < 2 and excluded.status = 2 then ${objectProgress.secondsSpent} + excluded.seconds_spent else ${objectProgress.secondsSpent} end`,
          updatedAt: sql`now()`,
          // The day the time is credited to (reports, docs/decisions/241): set once, with the time.
          completedAt: sql`case when ${objectProgress.status} < 2 and excluded.status = 2 then now() else ${objectProgress.completedAt} end`,
        },
      });
  }
}

/**
 * The course's tp and per, and the program's per, counted again from the
 * objects' progress as stored (every tab's, every path's). The one place
 * they are written after enrolment: a sync and an instructor's approval both
 * end here, so the course screen, the dashboard, My Programs and the reports
 * read the same figures (issue 31: an approval had moved the objective and
 * left the course at its old per).
 */
export async function recountCourseProgress(
  db: Db,
  course: { eid: string; bcid: number; bpid: number; elective: boolean },
  courseObjectIds: readonly string[],
  step: { tp: number; completeWhenAllDone: boolean },
): Promise<SyncProgressResult> {
  const { eid, bcid, bpid } = course;
  const known = new Set(courseObjectIds);
  const objectRows = await db
    .select({ objid: objectProgress.objectId, op: objectProgress.status, timespent: objectProgress.secondsSpent })
    .from(objectProgress)
    .where(and(eq(objectProgress.eid, eid), eq(objectProgress.bcid, bcid)));
  const courseObjects = objectRows.filter((o) => known.has(o.objid));
  const allDone = courseObjectIds.length > 0 && courseObjectIds.every((id) => courseObjects.some((o) => o.objid === id && o.op === 2));
  const tp = step.completeWhenAllDone && allDone ? 2 : step.tp;

  // The course's per is counted from what is stored, in the statement that writes it.
  const total = Math.max(courseObjectIds.length, 1);
  const per = sql`(select round(count(*) * 100.0 / ${total}) from ${objectProgress} where ${objectProgress.eid} = ${eid} and ${objectProgress.bcid} = ${bcid} and ${objectProgress.status} = 2)`;
  const [stored] = await db
    .insert(courseProgress)
    .values({ eid, bcid, status: tp, progressPercent: per, selected: !course.elective, lastActivityAt: sql`now()` })
    .onConflictDoUpdate({
      target: [courseProgress.eid, courseProgress.bcid],
      // Every sync is the learner's latest step in this course (docs/decisions/177).
      set: { status: sql`greatest(${courseProgress.status}, excluded.status)`, progressPercent: per, lastActivityAt: sql`now()` },
    })
    .returning({ tp: courseProgress.status, per: courseProgress.progressPercent, lastact: courseProgress.lastActivityAt });

  // The program's per: the mean of the courses the learner follows (unselected electives left out).
  await db.execute(sql`
    update ${enrolments} set progress_percent = coalesce((
      select round(avg(coalesce(cp.progress_percent, 0)))
      from ${batchCourses} bc
      left join ${courseProgress} cp on cp.bcid = bc.bcid and cp.eid = ${eid}
      where bc.bpid = ${bpid} and (not bc.elective or coalesce(cp.selected, false))
    ), 0)
    where ${enrolments.eid} = ${eid} and ${enrolments.bpid} = ${bpid}`);
  const [program] = await db
    .select({ per: enrolments.progressPercent })
    .from(enrolments)
    .where(and(eq(enrolments.eid, eid), eq(enrolments.bpid, bpid)))
    .limit(1);

  return {
    bcid,
    tp: stored?.tp ?? 0,
    per: stored?.per ?? 0,
    objects: courseObjects,
    lastact: (stored?.lastact ?? new Date()).getTime(),
    programPer: program?.per ?? 0,
  };
}

function learningRoutes({ db }: RouteContext): ContractRoutes {
  /** The batch course, if eid is enrolled in its batch; pid, bpid and courseid when given must match. */
  async function enrolledCourse(eid: string, body: { bcourseid: number; pid?: number; bpid?: number; courseid?: number }) {
    const [row] = await db
      .select({ bc: batchCourses, course: courses, batch: batches, program: programs })
      .from(batchCourses)
      .innerJoin(courses, eq(courses.tid, batchCourses.tid))
      .innerJoin(batches, eq(batches.bpid, batchCourses.bpid))
      .innerJoin(programs, eq(programs.pid, batches.pid))
      .innerJoin(enrolments, and(eq(enrolments.bpid, batchCourses.bpid), eq(enrolments.eid, eid)))
      .where(eq(batchCourses.bcid, body.bcourseid))
      .limit(1);
    // The same answer for "no such course" and "not yours": a course id tells nothing of another learner's.
    if (!row) throw notFound('No such course for this learner');
    if ((body.pid !== undefined && body.pid !== row.program.pid) || (body.bpid !== undefined && body.bpid !== row.batch.bpid) || (body.courseid !== undefined && body.courseid !== row.course.tid)) {
      throw notFound('No such course for this learner');
    }
    return row;
  }

  // File kinds carry their storage key, unsigned: the gateway decides who may
  // open what and signs the address itself (docs/decisions/115).
  const contentUrl = (kind: string, url: string) => (ACTIVITY_KINDS.has(kind) || !url ? '' : url);

  return {
    '/getCourse': async (body): Promise<CourseData> => {
      const { bc, course, batch, program } = await enrolledCourse(body.eid, body);
      const unitRows = await db.select().from(units).where(eq(units.tid, course.tid)).orderBy(asc(units.sortOrder), asc(units.nid));
      const nids = unitRows.map((u) => u.nid);
      const [objectRows, progressRows, [topic]] = await Promise.all([
        nids.length ? db.select().from(unitObjects).where(inArray(unitObjects.nid, nids)).orderBy(asc(unitObjects.sortOrder), asc(unitObjects.objectId)) : Promise.resolve([]),
        db
          .select()
          .from(objectProgress)
          .where(and(eq(objectProgress.eid, body.eid), eq(objectProgress.bcid, bc.bcid))),
        db
          .select()
          .from(courseProgress)
          .where(and(eq(courseProgress.eid, body.eid), eq(courseProgress.bcid, bc.bcid)))
          .limit(1),
      ]);
      const progress = new Map(progressRows.map((p) => [p.objectId, p]));
      const nuggets: CourseNugget[] = unitRows.map((u, i) => ({
        nid: u.nid,
        unit: `Unit ${i + 1}`,
        ntitle: u.title,
        nduration: u.durationMinutes,
        nenabled: u.enabled,
        nimage: u.image ?? null,
        objects: objectRows
          .filter((o) => o.nid === u.nid)
          .map((o): CourseObject => {
            const p = progress.get(o.objectId);
            const captions = Array.isArray(o.content?.captions) ? (o.content.captions as Caption[]) : [];
            return {
              oid: o.objectId,
              otitle: o.title,
              otype: o.kind,
              ourl: contentUrl(o.kind, o.url),
              nenabled: o.enabled,
              qtype: o.quizType,
              oduration: o.durationMinutes > 0 ? o.durationMinutes : null,
              captions: captions
                .filter((c) => typeof c.key === 'string')
                .map((c) => ({ key: c.key as string, srclang: typeof c.srclang === 'string' ? c.srclang : 'en', label: typeof c.label === 'string' ? c.label : 'English' })),
              userOP: { op: p?.status ?? 0, timespent: p?.secondsSpent ?? 0 },
            };
          }),
      }));
      return {
        tid: course.tid,
        btid: bc.bcid,
        ttitle: course.title,
        tdescription: course.description,
        coursetype: course.courseType,
        tenabled: bc.enabled,
        freenavigation: bc.freeNavigation,
        pid: program.pid,
        bpid: batch.bpid,
        ptitle: program.name,
        nuggets,
        userProgressData: { [String(bc.bcid)]: { tp: topic?.status ?? 0, per: topic?.progressPercent ?? 0, score: topic?.score ?? null } },
      };
    },

    '/syncUserProgress': async (body): Promise<SyncProgressResult> => {
      const { eid, courseProgress: change } = body;
      const { bc, course } = await enrolledCourse(eid, body);
      const courseObjectIds = (await db.select({ id: unitObjects.objectId }).from(unitObjects).innerJoin(units, eq(units.nid, unitObjects.nid)).where(eq(units.tid, course.tid))).map((r) => r.id);
      const known = new Set(courseObjectIds);
      const strange = change.objects.find((o) => !known.has(o.objid));
      if (strange) throw new HttpError(400, 'BAD_REQUEST', `Object ${strange.objid} is not part of this course`);

      await raiseObjects(db, { eid, bcid: bc.bcid }, change.objects);
      return recountCourseProgress(db, { eid, bcid: bc.bcid, bpid: bc.bpid, elective: bc.elective }, courseObjectIds, {
        tp: change.tp ?? 0,
        completeWhenAllDone: change.completeWhenAllDone ?? false,
      });
    },
  };
}

// ---- test-only administration (CLOUD_API_FAULT_ADMIN=true) ----------------

const switchesBody = z
  .object({
    bcid: z.number().int().optional(),
    courseEnabled: z.boolean().optional(),
    freeNavigation: z.boolean().optional(),
    nid: z.number().int().optional(),
    unitEnabled: z.boolean().optional(),
    objid: z.string().min(1).max(100).optional(),
    objectEnabled: z.boolean().optional(),
  })
  .strict();

/**
 * Only when CLOUD_API_FAULT_ADMIN=true, beside /__faults: what an admin
 * switches from Admin (spec part 2, section 6: disable a unit, a podcast or a
 * course; free navigation per course), so a test can lock or disable one and
 * switch it back (docs/decisions/174):
 *   POST /__learning/switches {bcid?, courseEnabled?, freeNavigation?, nid?, unitEnabled?, objid?, objectEnabled?}
 */
function learningAdminRouter({ db }: RouteContext): Router {
  const router = express.Router();
  router.post('/__learning/switches', express.json({ limit: '4kb' }), async (req, res) => {
    const body = switchesBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: { code: 'BAD_REQUEST', message: body.error.issues.map((i) => i.message).join('; ') } });
    const { bcid, courseEnabled, freeNavigation, nid, unitEnabled, objid, objectEnabled } = body.data;
    const changed: string[] = [];
    if (bcid !== undefined && (courseEnabled !== undefined || freeNavigation !== undefined)) {
      const set: { enabled?: boolean; freeNavigation?: boolean } = {};
      if (courseEnabled !== undefined) set.enabled = courseEnabled;
      if (freeNavigation !== undefined) set.freeNavigation = freeNavigation;
      if ((await db.update(batchCourses).set(set).where(eq(batchCourses.bcid, bcid)).returning()).length) changed.push('course');
    }
    if (nid !== undefined && unitEnabled !== undefined && (await db.update(units).set({ enabled: unitEnabled }).where(eq(units.nid, nid)).returning()).length) changed.push('unit');
    if (objid !== undefined && objectEnabled !== undefined && (await db.update(unitObjects).set({ enabled: objectEnabled }).where(eq(unitObjects.objectId, objid)).returning()).length)
      changed.push('object');
    if (changed.length === 0) return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Nothing matched' } });
    res.json({ changed });
  });
  return router;
}

/** The area's piece (areas.ts): its paths, and an admin's switches for tests (docs/decisions/174). */
export const learningArea: CloudArea = { routes: learningRoutes, testAdmin: learningAdminRouter };
