import { complaintAdded, type ComplaintAdded } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

export type VisitorQuery = { name: string; email: string; description: string; fileName: string | null };

/** Posts a query before sign-in (spec part 3, 7.4: /addcomplent pre-login body). Never retried. */
export async function postVisitorQuery(cloud: CloudSession, query: VisitorQuery): Promise<ComplaintAdded> {
  const answer = await cloud.write<unknown>('/addcomplent', { name: query.name, emailid: query.email, description: query.description, fileName: query.fileName ?? '' });
  return checkAnswer(cloud, '/addcomplent', complaintAdded, answer);
}
