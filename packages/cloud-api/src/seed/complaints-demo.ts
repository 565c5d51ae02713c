/**
 * The demo learner's complaints (issue 20; spec part 3, sections 2.7 and
 * 3.7), so the Complaints screen has rows to show on `npm start`: one about
 * the MBA (batch 3012), filed a week before the seed, without a file (a file
 * needs the file store, which the seed does not write to). Journeys that file
 * complaints use learners of their own.
 */
import { schema } from '../db/client.js';
import type { DemoSeed, SeedTx } from './demo-data.js';

export const COMPLAINTS_DEMO = { eid: 'learner@demo.university', bpid: 3012, description: 'The recorded session of Marketing Management, week 3, stops after ten minutes.' } as const;

export async function seedComplaints(tx: SeedTx, { now }: DemoSeed): Promise<void> {
  await tx.insert(schema.complaints).values({
    eid: COMPLAINTS_DEMO.eid,
    email: COMPLAINTS_DEMO.eid,
    bpid: COMPLAINTS_DEMO.bpid,
    description: COMPLAINTS_DEMO.description,
    fileName: null,
    createdAt: new Date(now.getTime() - 7 * 24 * 3600 * 1000),
  });
}
