/**
 * Reports and analytics (issue 20): /getLearnerReport, the learner's figures
 * that no other call lists in one answer (docs/decisions/241). Completion per
 * program and course comes from /getUserTotalProgress and what is due from
 * /getEvents; this call adds, in one answer read in parallel statements:
 * - the time spent per day, credited to the day each object was completed
 *   (object_progress.completed_at, set once with the time, by /syncUserProgress);
 * - every quiz score the learner posted in a batch they are enrolled in;
 * - every assessment and assignment of the courses they follow, with their
 *   attempt summary as /getAssessment lists it and the most an attempt can score.
 * Only the eid's own rows are read: one learner never sees another's.
 */
import { and, asc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { LearnerReport, ReportAssessment } from '@portal/contract';
import { isAutoGraded, questionKindOf, UNIVERSITY_TIME_ZONE } from '@portal/domain';
import { schema } from '../db/client.js';
import { listItem } from './assessments.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { shapeReportsDemo } from '../seed/reports-demo.js';
import { insertRows } from '../seed/insert.js';

const { assessments, assessmentAttempts, batchCourses, courseProgress, courses, enrolments, objectProgress, quizScores, unitObjects, units } = schema;

const DAY_MS = 86_400_000;

/** The most an attempt can score: the points of the auto-graded items (as the domain's maximumScore counts them). */
export function mostPoints(items: Record<string, unknown>[]): number {
  const sum = items.reduce<number>((total, item) => {
    const points = typeof item.qscore === 'number' ? item.qscore : 1;
    return isAutoGraded(questionKindOf(Number(item.atype))) ? total + points : total;
  }, 0);
  return Math.round(sum * 100) / 100;
}

function reportRoutes({ db, clock }: RouteContext): ContractRoutes {
  return {
    '/getLearnerReport': async ({ eid, weeks }): Promise<LearnerReport> => {
      const now = clock();
      const bpids = (await db.select({ bpid: enrolments.bpid }).from(enrolments).where(eq(enrolments.eid, eid))).map((r) => r.bpid);
      if (bpids.length === 0) return { itime: now, days: [], quizscores: [], assessments: [] };
      // A day more than asked: the first week's Monday may lie before now - weeks * 7 days in the university's zone.
      const since = new Date(now - (weeks * 7 + 1) * DAY_MS);
      // The zone is a constant of ours, written into the statement: a parameter would differ between select and group by.
      const day = sql<string>`to_char(${objectProgress.completedAt} at time zone ${sql.raw(`'${UNIVERSITY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
      // Courses the learner follows: electives only when selected (spec part 1, section 3).
      const followed = or(eq(batchCourses.elective, false), eq(courseProgress.selected, true));

      const [days, scores, rows] = await Promise.all([
        db
          .select({
            day,
            seconds: sql<number>`sum(${objectProgress.secondsSpent})::int`,
          })
          .from(objectProgress)
          .where(and(eq(objectProgress.eid, eid), isNotNull(objectProgress.completedAt), gte(objectProgress.completedAt, since)))
          .groupBy(day)
          .orderBy(day),
        db
          .select({
            objid: quizScores.objectId,
            title: unitObjects.title,
            bpid: quizScores.bpid,
            bcid: batchCourses.bcid,
            ctitle: courses.title,
            score: quizScores.scorePercent,
            cdate: quizScores.cdate,
          })
          .from(quizScores)
          .innerJoin(unitObjects, eq(unitObjects.objectId, quizScores.objectId))
          .innerJoin(units, eq(units.nid, unitObjects.nid))
          .innerJoin(batchCourses, and(eq(batchCourses.tid, units.tid), eq(batchCourses.bpid, quizScores.bpid)))
          .innerJoin(courses, eq(courses.tid, units.tid))
          .where(and(eq(quizScores.eid, eid), inArray(quizScores.bpid, bpids)))
          .orderBy(asc(quizScores.updatedAt), asc(quizScores.objectId)),
        db
          .select({
            a: assessments,
            attempt: assessmentAttempts,
            ctitle: courses.title,
          })
          .from(assessments)
          .innerJoin(batchCourses, eq(batchCourses.bcid, assessments.bcid))
          .innerJoin(courses, eq(courses.tid, batchCourses.tid))
          .leftJoin(courseProgress, and(eq(courseProgress.bcid, batchCourses.bcid), eq(courseProgress.eid, eid)))
          .leftJoin(assessmentAttempts, and(eq(assessmentAttempts.assessid, assessments.assessid), eq(assessmentAttempts.quiztype, assessments.quiztype), eq(assessmentAttempts.eid, eid)))
          .where(and(inArray(assessments.bpid, bpids), eq(batchCourses.enabled, true), followed))
          .orderBy(asc(assessments.endsAt), asc(assessments.assessid)),
      ]);

      const listed: ReportAssessment[] = rows.map(({ a, attempt, ctitle }) => ({
        ...listItem(a, attempt, eid),
        bpid: a.bpid,
        ctitle,
        maxscore: mostPoints(a.items),
        submitted: attempt?.submittedAt ? attempt.submittedAt.toISOString() : null,
      }));
      return { itime: now, days, quizscores: scores, assessments: listed };
    },
  };
}

/** The area's piece (areas.ts): its paths, and the demo's completion days and quiz scores (shaped before the university is written). */
export const reportsArea: CloudArea = {
  routes: reportRoutes,
  seed: ({ data, now }) => {
    const quizScores = shapeReportsDemo(data, now);
    return (tx) => insertRows(tx, schema.quizScores, quizScores);
  },
};
