/**
 * Announcements of the learner's batches (spec part 3, sections 3.8 and 7.5).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnnouncementsResponse } from '@portal/contract';
import { schema } from '../db/client.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedMediaAnnouncements } from '../seed/announcements-demo.js';

const { announcements, batches } = schema;

function announcementsRoutes({ db }: RouteContext): ContractRoutes {
  return {
    '/getAnnouncements': async ({ oid, bpid }): Promise<AnnouncementsResponse> => {
      const bpids = [...new Set(Array.isArray(bpid) ? bpid : [bpid])];
      if (bpids.length === 0) return { Response: [] };
      const rows = await db
        .select({ a: announcements, pid: batches.pid })
        .from(announcements)
        .innerJoin(batches, eq(batches.bpid, announcements.bpid))
        .where(and(eq(announcements.oid, oid), inArray(announcements.bpid, bpids)))
        .orderBy(desc(announcements.postedAt), desc(announcements.id));
      const groups = new Map<number, AnnouncementsResponse['Response'][number]>();
      for (const { a, pid } of rows) {
        const group = groups.get(a.bpid) ?? { tid: pid, bpid: a.bpid, json: [] };
        group.json.push({
          type: a.type,
          title: a.title,
          description: a.descriptionHtml,
          sdate: a.postedAt,
          mfname: a.mediaFileName,
          webtext: a.webText,
          weburl: a.webUrl,
          embeddedcode: a.embeddedCode,
          otype: a.type,
        });
        groups.set(a.bpid, group);
      }
      return { Response: bpids.flatMap((id) => groups.get(id) ?? []) };
    },
  };
}

/** The area's piece (areas.ts): its paths and one announcement of every kind a player opens. */
export const announcementsArea: CloudArea = {
  routes: announcementsRoutes,
  seed: (demo) => (tx) => seedMediaAnnouncements(tx, demo),
};
