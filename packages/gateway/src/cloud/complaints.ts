import { complaintAdded, complaintList, type ComplaintAdded, type ComplaintItem } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

export type VisitorQuery = { name: string; email: string; description: string; fileName: string | null };

/** Posts a query before sign-in (spec part 3, 7.4: /addcomplent pre-login body). Never retried. */
export async function postVisitorQuery(cloud: CloudSession, query: VisitorQuery): Promise<ComplaintAdded> {
  const answer = await cloud.write<unknown>('/addcomplent', { name: query.name, emailid: query.email, description: query.description, fileName: query.fileName ?? '' });
  return checkAnswer(cloud, '/addcomplent', complaintAdded, answer);
}

// The eid and e-mail passed below always come from the verified token (docs/architecture.md, invariant 1).

export type LearnerComplaint = { eid: string; email: string; programId: number; description: string; fileName: string | null };

/** Files a signed-in learner's complaint (spec part 3, 7.4: /addcomplent signed-in body). Never retried. */
export async function postComplaint(cloud: CloudSession, complaint: LearnerComplaint): Promise<ComplaintAdded> {
  const answer = await cloud.write<unknown>('/addcomplent', {
    description: complaint.description,
    bpid: complaint.programId,
    fileName: complaint.fileName ?? '',
    emailid: complaint.email,
    eid: complaint.eid,
  });
  return checkAnswer(cloud, '/addcomplent', complaintAdded, answer);
}

/** The learner's complaints, oldest first (spec part 3, 7.4: /getcomplents). A read. */
export async function getComplaints(cloud: CloudSession, eid: string): Promise<ComplaintItem[]> {
  return checkAnswer(cloud, '/getcomplents', complaintList, await cloud.read<unknown>('/getcomplents', { eid })).complents;
}

/** The list read again after this request filed a complaint. */
export function refreshComplaints(cloud: CloudSession, eid: string): Promise<ComplaintItem[]> {
  cloud.loader.clear({ operation: '/getcomplents', body: { eid } });
  return getComplaints(cloud, eid);
}
