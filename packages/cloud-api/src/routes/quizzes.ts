/**
 * Unit quizzes and unit assignments (spec part 2, section 7): "get quiz",
 * "get assignment data", "update mini assignment", "post quiz score" and
 * "get quiz score". The cloud API stores; the gateway grades and decides
 * (docs/architecture.md invariant 2). /getQuiz answers the keys, as the older API
 * did: only the gateway calls it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AssignmentData, MiniAssignmentStored, QuizData, QuizScore } from '@portal/contract';
import { schema } from '../db/client.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

const { unitObjects, miniAssignments, quizScores } = schema;

function quizRoutes({ db }: RouteContext): ContractRoutes {
  async function quizObject(objectId: string) {
    const [row] = await db.select().from(unitObjects).where(eq(unitObjects.objectId, objectId)).limit(1);
    if (!row || row.kind !== 'quiz') throw notFound('No such quiz');
    return row;
  }

  return {
    '/getQuiz': async ({ quizid }): Promise<QuizData> => {
      const row = await quizObject(quizid);
      const content = row.content ?? {};
      return {
        ...content,
        quizid: row.objectId,
        qtype: (content.qtype as number | string | undefined) ?? row.quizType ?? '0',
        qitems: Array.isArray(content.qitems) ? (content.qitems as QuizData['qitems']) : [],
        cutoff: (content.cutoff as number | string | null | undefined) ?? null,
        deadLine: (content.deadLine as string | number | null | undefined) ?? null,
        miniassignmenttype: row.miniAssignmentType,
      };
    },

    '/getAssignmentData': async ({ eid, quizid }): Promise<AssignmentData | { errorMessage: string }> => {
      await quizObject(quizid);
      const [row] = await db
        .select()
        .from(miniAssignments)
        .where(and(eq(miniAssignments.eid, eid), eq(miniAssignments.objectId, quizid)))
        .limit(1);
      // The older API's answer when nothing is stored: the client then loads the plain quiz (spec part 2, section 8).
      if (!row) return { errorMessage: 'No assignment data' };
      return { ...(row.quizdata as Omit<AssignmentData, 'version'>), version: row.version } as AssignmentData;
    },

    '/updateMiniAssignment': async ({ eid, objid, quizdata, version }): Promise<MiniAssignmentStored> => {
      await quizObject(objid);
      if (version === 0) {
        // Only when nothing is stored yet.
        const inserted = await db.insert(miniAssignments).values({ eid, objectId: objid, quizdata, version: 1 }).onConflictDoNothing().returning({ version: miniAssignments.version });
        if (!inserted.length) throw new HttpError(409, 'CONFLICT', 'Assignment data was stored meanwhile');
        return { stored: true, version: 1 };
      }
      if (version !== undefined) {
        const updated = await db
          .update(miniAssignments)
          .set({ quizdata, version: sql`${miniAssignments.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(miniAssignments.eid, eid), eq(miniAssignments.objectId, objid), eq(miniAssignments.version, version)))
          .returning({ version: miniAssignments.version });
        if (!updated.length) throw new HttpError(409, 'CONFLICT', 'Assignment data was stored meanwhile');
        return { stored: true, version: updated[0].version };
      }
      const [stored] = await db
        .insert(miniAssignments)
        .values({ eid, objectId: objid, quizdata, version: 1 })
        .onConflictDoUpdate({
          target: [miniAssignments.eid, miniAssignments.objectId],
          set: { quizdata, version: sql`${miniAssignments.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ version: miniAssignments.version });
      return { stored: true, version: stored.version };
    },

    '/postQuizScore': async ({ eid, scorejson }) => {
      await quizObject(scorejson.obid);
      const values = { bpid: scorejson.bpid, name: scorejson.name, cdate: scorejson.cdate, scorePercent: scorejson.score, objectScore: scorejson.oscore, updatedAt: new Date() };
      await db
        .insert(quizScores)
        .values({ eid, objectId: scorejson.obid, ...values })
        .onConflictDoUpdate({ target: [quizScores.eid, quizScores.objectId], set: values });
      return { ok: true };
    },

    '/getQuizScore': async ({ eid, obid }): Promise<QuizScore> => {
      const [row] = await db
        .select()
        .from(quizScores)
        .where(and(eq(quizScores.eid, eid), eq(quizScores.objectId, obid)))
        .limit(1);
      return row ? { score: row.scorePercent, oscore: row.objectScore, cdate: row.cdate } : { score: null, oscore: null, cdate: null };
    },
  };
}

/** The area's piece (areas.ts). */
export const quizzesArea: CloudArea = { routes: quizRoutes };
