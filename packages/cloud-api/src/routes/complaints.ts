/**
 * Queries and complaints (spec part 3, sections 2.6-2.8, 3.7 and 7.4): the
 * visitor's "Report A Query" before sign-in and the learner's complaint
 * after it share one path and one table; the learner's own list is read back
 * with /getcomplents.
 */
import { asc, eq } from 'drizzle-orm';
import type { ComplaintAdded, ComplaintItem, ComplaintList } from '@portal/contract';
import { schema } from '../db/client.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import { normaliseEmail } from '@portal/domain';
import type { CloudArea } from '../area.js';
import { seedComplaints } from '../seed/complaints-demo.js';

const { complaints } = schema;

function complaintsRoutes({ db }: RouteContext): ContractRoutes {
  return {
    '/addcomplent': async ({ name, emailid, description, eid, bpid, fileName }): Promise<ComplaintAdded> => {
      const [row] = await db
        .insert(complaints)
        .values({
          // eid only after sign-in; before it the query carries the visitor's name instead.
          eid: eid ? normaliseEmail(eid) : null,
          name: name?.trim() || null,
          email: normaliseEmail(emailid),
          bpid: bpid ?? null,
          description: description.trim(),
          // The older client sends an empty name when no file was attached.
          fileName: fileName?.trim() || null,
        })
        .returning({ id: complaints.id });
      return { ok: true, id: row.id };
    },

    '/getcomplents': async ({ eid }): Promise<ComplaintList> => {
      const rows = await db
        .select()
        .from(complaints)
        .where(eq(complaints.eid, normaliseEmail(eid)))
        // Oldest first: the Complaints table numbers its rows (Sl No, spec part 3, 2.7).
        .orderBy(asc(complaints.createdAt), asc(complaints.id));
      const complents: ComplaintItem[] = rows.map((row) => ({
        id: row.id,
        description: row.description,
        uploadedFile: row.fileName,
        email: row.email,
        bpid: row.bpid,
        createdAt: row.createdAt.toISOString(),
      }));
      return { complents };
    },
  };
}

/** The area's piece (areas.ts): its paths and a complaint on the demo learner's Complaints screen. */
export const complaintsArea: CloudArea = {
  routes: complaintsRoutes,
  seed: (demo) => (tx) => seedComplaints(tx, demo),
};
