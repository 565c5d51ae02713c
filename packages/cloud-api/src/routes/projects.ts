/**
 * Project objectives (spec part 2, sections 3, 4 and 7; issue 19): a
 * learner's messages per objective of a project course, their replies, and
 * the approved ones. The instructor console (./instructor-console.ts) reads
 * and decides through the same functions.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectApprovedMessage, ProjectMessage } from '@portal/contract';
import { projectMessageStatusCode, type ProjectMessageStatus } from '@portal/domain';
import { schema, type Db } from '../db/client.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import { raiseObjects, recountCourseProgress, type ObjectStep } from './learning.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedProjects } from '../seed/projects-demo.js';

const { batchCourses, courses, units, unitObjects, enrolments, objectProgress, projectMessages } = schema;

type MessageRow = typeof projectMessages.$inferSelect;

const KOLKATA_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const KOLKATA_TIME = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: true });

/** The wire's message (spec part 2, section 3): postedDate DD-MM-YYYY and postedTime hh:mm AM in the university's day (Asia/Kolkata). */
function wireMessage(row: MessageRow): ProjectMessage {
  return {
    id: row.id,
    uname: row.uname,
    message: row.message,
    fileName: row.fileName,
    fileUrlName: row.fileUrlName,
    postedDate: KOLKATA_DATE.format(row.postedAt).replace(/\//g, '-'),
    postedTime: KOLKATA_TIME.format(row.postedAt),
    postedAt: row.postedAt.toISOString(),
    objStatus: row.status,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    reply: row.replies.map((r) => ({ id: r.id, uname: r.uname, message: r.message, byinstructor: r.byInstructor, postedAt: r.postedAt })),
  };
}

/**
 * The objective, if it is an object of the project course bcid that eid is
 * enrolled in, with its unit's switch and the learner's op. The same
 * answer for "no such objective" and "not yours".
 */
async function learnersObjective(db: Db, eid: string, bcid: number, objid: string) {
  const [row] = await db
    .select({
      objectId: unitObjects.objectId,
      title: unitObjects.title,
      objectEnabled: unitObjects.enabled,
      unitEnabled: units.enabled,
      courseEnabled: batchCourses.enabled,
      op: objectProgress.status,
      courseType: courses.courseType,
    })
    .from(unitObjects)
    .innerJoin(units, eq(units.nid, unitObjects.nid))
    .innerJoin(batchCourses, and(eq(batchCourses.tid, units.tid), eq(batchCourses.bcid, bcid)))
    .innerJoin(courses, eq(courses.tid, batchCourses.tid))
    .innerJoin(enrolments, and(eq(enrolments.bpid, batchCourses.bpid), eq(enrolments.eid, eid)))
    .leftJoin(objectProgress, and(eq(objectProgress.eid, eid), eq(objectProgress.bcid, bcid), eq(objectProgress.objectId, unitObjects.objectId)))
    .where(eq(unitObjects.objectId, objid))
    .limit(1);
  if (!row || row.courseType.toLowerCase() !== 'project') throw notFound('No such objective for this learner');
  return { ...row, op: row.op ?? 0 };
}

/** The thread's next reply, appended in one statement so that two replies at once both stay, numbered. */
export async function appendReply(db: Db, where: { id: number; eid?: string }, reply: { uname: string; message: string; byInstructor: boolean }): Promise<MessageRow | null> {
  const postedAt = new Date().toISOString();
  const [row] = await db
    .update(projectMessages)
    .set({
      replies: sql`${projectMessages.replies} || jsonb_build_array(jsonb_build_object(
        'id', coalesce((select max((r->>'id')::int) from jsonb_array_elements(${projectMessages.replies}) r), 0) + 1,
        'uname', ${reply.uname}::text, 'message', ${reply.message}::text, 'byInstructor', ${reply.byInstructor}::boolean, 'postedAt', ${postedAt}::text))`,
    })
    .where(where.eid === undefined ? eq(projectMessages.id, where.id) : and(eq(projectMessages.id, where.id), eq(projectMessages.eid, where.eid)))
    .returning();
  return row ?? null;
}

/** An instructor's decision on a message: approved or rejected (spec part 2, section 3), never back to in progress. */
export type ProjectDecision = Exclude<ProjectMessageStatus, 'IN_PROGRESS'>;

/**
 * An instructor's decision (status 2 Approved or 3 Rejected). Approving an
 * objective's message completes the objective for that learner (op 2) and
 * opens the next objective of the course (op 0 to 1), so that the project
 * moves on as the spec's "Please Complete previous object." implies
 * (docs/decisions/213); and, as a Mark Complete's sync does, counts the
 * course's and the program's progress again, in the same transaction, so
 * every screen that shows them moves with the objective (issue 31,
 * docs/decisions/266).
 */
export async function decideMessage(db: Db, id: number, decision: ProjectDecision, instructorEmail: string): Promise<MessageRow | null> {
  return db.transaction(async (tx) => {
    // Stored as the wire writes it (objStatus), by the domain's one rule.
    const status = projectMessageStatusCode(decision);
    const [row] = await tx.update(projectMessages).set({ status, approvedAt: new Date(), decidedBy: instructorEmail }).where(eq(projectMessages.id, id)).returning();
    if (!row || decision !== 'APPROVED') return row ?? null;
    const [bc] = await tx.select({ tid: batchCourses.tid, bpid: batchCourses.bpid, elective: batchCourses.elective }).from(batchCourses).where(eq(batchCourses.bcid, row.bcid));
    const ordered = await tx
      .select({ objectId: unitObjects.objectId, unitEnabled: units.enabled })
      .from(unitObjects)
      .innerJoin(units, eq(units.nid, unitObjects.nid))
      .where(eq(units.tid, bc.tid))
      .orderBy(asc(units.sortOrder), asc(units.nid), asc(unitObjects.sortOrder), asc(unitObjects.objectId));
    const steps: ObjectStep[] = [{ objid: row.objectId, op: 2 }];
    const next = ordered[ordered.findIndex((o) => o.objectId === row.objectId) + 1];
    if (next && next.unitEnabled) steps.push({ objid: next.objectId, op: 1 });
    const course = { eid: row.eid, bcid: row.bcid, bpid: bc.bpid, elective: bc.elective };
    await raiseObjects(tx, course, steps);
    // The course is at least started, and complete once every objective is (spec part 2, section 4).
    await recountCourseProgress(
      tx,
      course,
      ordered.map((o) => o.objectId),
      { tp: 1, completeWhenAllDone: true },
    );
    return row;
  });
}

function projectRoutes({ db }: RouteContext): ContractRoutes {
  return {
    '/getUserProjectObjects': async ({ eid, bcid, objid }) => {
      await learnersObjective(db, eid, bcid, objid);
      const rows = await db
        .select()
        .from(projectMessages)
        .where(and(eq(projectMessages.eid, eid), eq(projectMessages.bcid, bcid), eq(projectMessages.objectId, objid)))
        .orderBy(asc(projectMessages.postedAt), asc(projectMessages.id));
      return { messages: rows.map(wireMessage) };
    },

    '/updateUserProjectObjects': async ({ eid, bcid, objid, type, projectObj, replyobj }) => {
      const objective = await learnersObjective(db, eid, bcid, objid);
      // spec part 2, section 4: op 0 locked, op 2 hides the input, a disabled unit is locked.
      if (!objective.courseEnabled || !objective.unitEnabled || !objective.objectEnabled || objective.op !== 1) {
        throw new HttpError(409, 'OBJECTIVE_CLOSED', 'This objective takes no message');
      }
      if (type === 'reply') {
        if (projectObj.id === undefined || !replyobj?.message.trim()) throw new HttpError(400, 'BAD_REQUEST', 'A reply names its message and has text');
        const [own] = await db
          .select({ id: projectMessages.id })
          .from(projectMessages)
          .where(and(eq(projectMessages.id, projectObj.id), eq(projectMessages.eid, eid), eq(projectMessages.objectId, objid)));
        if (!own) throw notFound('No such message');
        const row = await appendReply(db, { id: projectObj.id, eid }, { uname: replyobj.uname ?? '', message: replyobj.message, byInstructor: false });
        if (!row) throw notFound('No such message');
        return { ok: true, id: row.id };
      }
      const message = (projectObj.message ?? '').trim();
      // spec part 2, section 5: empty is 'Please enter Message', a file or not (the gateway says so first).
      if (!message) throw new HttpError(400, 'BAD_REQUEST', 'A message has text');
      const [row] = await db
        .insert(projectMessages)
        .values({ eid, bcid, objectId: objid, uname: projectObj.uname ?? '', message, fileName: projectObj.fileName ?? null, fileUrlName: projectObj.fileUrlName ?? null })
        .returning({ id: projectMessages.id });
      return { ok: true, id: row.id };
    },

    '/getProjectApprovedMessage': async ({ eid, bpid, tid, btid }) => {
      const [bc] = await db
        .select({ bcid: batchCourses.bcid })
        .from(batchCourses)
        .innerJoin(enrolments, and(eq(enrolments.bpid, batchCourses.bpid), eq(enrolments.eid, eid)))
        .where(and(eq(batchCourses.bcid, btid), eq(batchCourses.bpid, bpid), eq(batchCourses.tid, tid)));
      if (!bc) throw notFound('No such course for this learner');
      const rows = await db
        .select({ message: projectMessages, otitle: unitObjects.title })
        .from(projectMessages)
        .innerJoin(unitObjects, eq(unitObjects.objectId, projectMessages.objectId))
        .where(and(eq(projectMessages.eid, eid), eq(projectMessages.bcid, btid), eq(projectMessages.status, 2)))
        .orderBy(desc(projectMessages.approvedAt), desc(projectMessages.id));
      const approved: ProjectApprovedMessage[] = rows.map((r) => ({ ...wireMessage(r.message), objid: r.message.objectId, otitle: r.otitle }));
      return { approved };
    },
  };
}

/** The messages on the courses an instructor teaches, newest first, with their objective's title (the console's list). */
export async function instructorsMessages(db: Db, bcids: number[], limit = 100) {
  if (bcids.length === 0) return [];
  return db
    .select({ message: projectMessages, objective: unitObjects.title, course: courses.title })
    .from(projectMessages)
    .innerJoin(unitObjects, eq(unitObjects.objectId, projectMessages.objectId))
    .innerJoin(batchCourses, eq(batchCourses.bcid, projectMessages.bcid))
    .innerJoin(courses, eq(courses.tid, batchCourses.tid))
    .where(inArray(projectMessages.bcid, bcids))
    .orderBy(desc(projectMessages.postedAt), desc(projectMessages.id))
    .limit(limit);
}

/** The area's piece (areas.ts): its paths, the demo threads and the instructor console's instructor. */
export const projectsArea: CloudArea = {
  routes: projectRoutes,
  seed: (demo) => (tx) => seedProjects(tx, demo),
};
