import type { ComplaintAdded } from '@portal/cloud-api/contract';
import type { CloudSession } from './session.js';

export type VisitorQuery = { name: string; email: string; description: string; fileName: string | null };

/** Posts a query before sign-in (spec part 3, 7.4: /addcomplent pre-login body). Never retried. */
export function postVisitorQuery(cloud: CloudSession, query: VisitorQuery): Promise<ComplaintAdded> {
  return cloud.write<ComplaintAdded>('/addcomplent', { name: query.name, emailid: query.email, description: query.description, fileName: query.fileName ?? '' });
}
