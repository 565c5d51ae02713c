/**
 * Learning objects shared by link (spec part 3, sections 2.9 and 7.5;
 * docs/decisions/244): /getSharedObject takes the link's five values (val1
 * the program, val2 the batch, val3 the course, val4 the learning object,
 * val5 the share code) and val6 (the organisation), and answers the object's
 * address (ourl: the storage key of its page) and title. Public: the link is
 * the permission, so its share code is what makes it unguessable.
 */
import { and, eq } from 'drizzle-orm';
import type { SharedObject } from '@portal/contract';
import { schema } from '../db/client.js';
import { notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedSharedObjects } from '../seed/shared-objects-demo.js';

const { sharedObjects } = schema;

function sharedObjectRoutes({ db }: RouteContext): ContractRoutes {
  return {
    '/getSharedObject': async ({ oid, val1, val2, val3, val4, val5, val6 }): Promise<SharedObject> => {
      // val6 is the organisation (spec part 3, 7.5): another one's names nothing here.
      if (val6 !== oid) throw notFound('No such shared object');
      const [row] = await db
        .select({ address: sharedObjects.address, title: sharedObjects.title })
        .from(sharedObjects)
        .where(
          and(
            eq(sharedObjects.oid, oid),
            eq(sharedObjects.programId, val1),
            eq(sharedObjects.batchId, val2),
            eq(sharedObjects.courseId, val3),
            eq(sharedObjects.objectId, val4),
            eq(sharedObjects.shareCode, val5),
          ),
        )
        .limit(1);
      if (!row) throw notFound('No such shared object');
      return { ourl: row.address, otitle: row.title };
    },
  };
}

/** The area's piece (areas.ts): its path and learning objects shared by link. */
export const sharedObjectsArea: CloudArea = {
  routes: sharedObjectRoutes,
  seed: (demo) => (tx) => seedSharedObjects(tx, demo),
};
