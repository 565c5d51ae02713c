/**
 * Learning media: a course's references and recorded sessions, its podcasts,
 * and SCORM runtime data (spec part 2, sections 2, 3 and 7). File paths
 * (ourl) are storage keys; the consumer reads them through signed URLs.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PodcastNugget, ScormData, ScormStored } from '@portal/contract';
import { schema } from '../db/client.js';
import { HttpError } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedLearningMedia, storeLearningContent } from '../seed/learning-media.js';

const { courseReferences, courseVideos, units, unitObjects, batchCourses, enrolments, objectProgress, scormRuntime } = schema;

function learningMediaRoutes({ db }: RouteContext): ContractRoutes {
  /** The scorm object of a batch course the learner is enrolled in, or 404. */
  const scormObject = async (eid: string, bcid: number, objid: string) => {
    const [row] = await db
      .select({ object: unitObjects })
      .from(batchCourses)
      .innerJoin(enrolments, and(eq(enrolments.bpid, batchCourses.bpid), eq(enrolments.eid, eid)))
      .innerJoin(units, eq(units.tid, batchCourses.tid))
      .innerJoin(unitObjects, and(eq(unitObjects.nid, units.nid), eq(unitObjects.objectId, objid)))
      .where(eq(batchCourses.bcid, bcid))
      .limit(1);
    if (!row || row.object.kind !== 'scorm') throw new HttpError(404, 'NOT_FOUND', 'No such SCORM object for this learner');
    const content = (row.object.content ?? {}) as { version?: string; launch?: string; folder?: string };
    const version = content.version === '2004' ? '2004' : '1.2';
    const launch = content.launch ?? row.object.url;
    return { object: row.object, version: version as '1.2' | '2004', launch, folder: content.folder ?? launch.slice(0, launch.lastIndexOf('/') + 1) };
  };

  const progressOf = async (eid: string, bcid: number, objectId: string) => {
    const [row] = await db
      .select({ status: objectProgress.status })
      .from(objectProgress)
      .where(and(eq(objectProgress.eid, eid), eq(objectProgress.bcid, bcid), eq(objectProgress.objectId, objectId)))
      .limit(1);
    return row?.status ?? 0;
  };

  return {
    '/getReferences': async ({ cid }) => {
      const rows = await db.select().from(courseReferences).where(eq(courseReferences.tid, cid)).orderBy(asc(courseReferences.sortOrder), asc(courseReferences.id));
      return { refer: rows.map((r) => ({ title: r.title, otype: r.kind, ourl: r.url, link: r.link })) };
    },

    '/getCourseVideo': async ({ cid }) => {
      const rows = await db.select().from(courseVideos).where(eq(courseVideos.tid, cid)).orderBy(asc(courseVideos.sortOrder), asc(courseVideos.id));
      return { video: rows.map((r) => ({ title: r.title, otype: r.kind, ourl: r.url, link: r.link, date: r.recordedOn })) };
    },

    '/getpodcast': async ({ bpid, courseid, bcourseid }) => {
      const [bc] = await db
        .select({ bcid: batchCourses.bcid })
        .from(batchCourses)
        .where(and(eq(batchCourses.bcid, bcourseid), eq(batchCourses.bpid, bpid), eq(batchCourses.tid, courseid)))
        .limit(1);
      if (!bc) throw new HttpError(404, 'NOT_FOUND', 'No such course in this batch');
      const rows = await db
        .select({ unit: units, object: unitObjects })
        .from(units)
        .innerJoin(unitObjects, and(eq(unitObjects.nid, units.nid), eq(unitObjects.kind, 'podcast')))
        .where(eq(units.tid, courseid))
        .orderBy(asc(units.sortOrder), asc(units.nid), asc(unitObjects.sortOrder));
      const nuggets = new Map<number, PodcastNugget>();
      for (const { unit, object } of rows) {
        const nugget = nuggets.get(unit.nid) ?? { nid: unit.nid, ntitle: unit.title, nduration: unit.durationMinutes, nenabled: unit.enabled, objects: [] };
        nugget.objects.push({ objid: object.objectId, otitle: object.title, otype: object.kind, ourl: object.url, nenabled: object.enabled });
        nuggets.set(unit.nid, nugget);
      }
      return { nuggets: [...nuggets.values()] };
    },

    '/getScormData': async ({ eid, bcid, objid }): Promise<ScormData> => {
      const found = await scormObject(eid, bcid, objid);
      const [stored] = await db
        .select()
        .from(scormRuntime)
        .where(and(eq(scormRuntime.eid, eid), eq(scormRuntime.bcid, bcid), eq(scormRuntime.objectId, objid)))
        .limit(1);
      return {
        objid,
        version: found.version,
        launch: found.launch,
        folder: found.folder,
        cmi: stored?.cmi ?? null,
        sequence: stored?.sequence ?? -1,
        op: await progressOf(eid, bcid, objid),
      };
    },

    '/updateScormData': async ({ eid, bcid, objid, version, cmi, sequence }): Promise<ScormStored> => {
      const found = await scormObject(eid, bcid, objid);
      if (found.version !== version) throw new HttpError(409, 'CONFLICT', `This package is SCORM ${found.version}`);
      return db.transaction(async (tx) => {
        // Only a newer (or the same) commit replaces what is stored: a late
        // or repeated one changes nothing.
        const written = await tx
          .insert(scormRuntime)
          .values({ eid, bcid, objectId: objid, version, cmi, sequence })
          .onConflictDoUpdate({
            target: [scormRuntime.eid, scormRuntime.bcid, scormRuntime.objectId],
            set: { cmi, sequence, version, updatedAt: new Date() },
            setWhere: sql`${scormRuntime.sequence} <= ${sequence}`,
          })
          .returning({ sequence: scormRuntime.sequence });
        // Only runtime data is stored here: whether it completes the object is
        // the gateway's to decide, with the course's rules (docs/decisions/116).
        const [op] = await tx
          .select({ status: objectProgress.status })
          .from(objectProgress)
          .where(and(eq(objectProgress.eid, eid), eq(objectProgress.bcid, bcid), eq(objectProgress.objectId, objid)))
          .limit(1);
        return { stored: written.length > 0, op: op?.status ?? 0 };
      });
    },
  };
}

/** The area's piece (areas.ts): its paths, its demo media, and the content files it stores at start. */
export const learningMediaArea: CloudArea = {
  routes: learningMediaRoutes,
  seed: (demo) => (tx) => seedLearningMedia(tx, demo),
  start: ({ files }) => storeLearningContent(files),
};
