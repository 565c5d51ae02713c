/**
 * Reports and analytics (issue 20): the demo's dated activity, so the reports
 * screen has real figures on `npm start`. Every object a demo learner completed
 * gets the day it was completed (its time is credited to that day,
 * docs/decisions/241): for learner@, spread over the last eight weeks; and
 * learner@'s quizzes in the MBA and BCA courses they completed get the score
 * they posted, as /postQuizScore stores it.
 */
import { UNIVERSITY_TIME_ZONE } from '@portal/domain';
import type { schema } from '../db/client.js';
import type { DemoData } from './demo-data.js';

const LEARNER = 'learner@demo.university';
const DAY_MS = 86_400_000;
/** Days before the seed on which learner@ completed their objects, in turn. */
const DAYS_AGO = [1, 2, 4, 8, 9, 11, 15, 17, 22, 24, 25, 30, 36, 38, 44, 46, 51, 53];
/** The scores learner@ posted, in turn (percent). */
const SCORES = [90, 75, 60, 85, 100, 70, 80, 55];
/** Batches whose completed quizzes get a score: the MBA and the BCA (the Data Analytics certificate is left to the quiz journeys). */
const SCORED_BATCHES = new Set([3012, 5021]);

/** 'd.m.yyyy' as /postQuizScore's cdate, the university's day. */
function cdate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: UNIVERSITY_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** Dates the demo's completed objects (in place) and answers learner@'s quiz scores. */
export function shapeReportsDemo(data: DemoData, now: Date): (typeof schema.quizScores.$inferInsert)[] {
  const t = now.getTime();
  const bpidOf = new Map(data.batchCourses.map((bc) => [bc.bcid, bc.bpid]));
  const scorable = new Set(data.unitObjects.filter((o) => o.kind === 'quiz' && ['0', '1', '2'].includes(String(o.quizType))).map((o) => o.objectId));
  const scores: (typeof schema.quizScores.$inferInsert)[] = [];
  let k = 0;
  for (const row of data.objectProgress) {
    if (row.status !== 2) continue;
    if (row.eid !== LEARNER) {
      row.completedAt = new Date(t - 3 * DAY_MS);
      continue;
    }
    const at = new Date(t - DAYS_AGO[k % DAYS_AGO.length] * DAY_MS - (k % 5) * 3_600_000);
    row.completedAt = at;
    // Between 5 and 30 minutes an object, so the weeks differ.
    row.secondsSpent = 300 + ((k * 373) % 1500);
    const bpid = bpidOf.get(row.bcid);
    if (bpid !== undefined && SCORED_BATCHES.has(bpid) && scorable.has(row.objectId) && scores.length < SCORES.length) {
      const score = SCORES[scores.length];
      scores.push({
        eid: LEARNER,
        objectId: row.objectId,
        bpid,
        name: 'Asha Raman',
        cdate: cdate(at),
        scorePercent: score,
        objectScore: score / 10,
        updatedAt: at,
      });
    }
    k += 1;
  }
  return scores;
}
