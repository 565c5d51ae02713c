import type { ApplicationListItem } from '@portal/cloud-api/contract';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (ARCHITECTURE.md, invariant 1).

/** The learner's applications (spec part 3, section 7.1 item 4: getApplication). */
export async function getApplications(cloud: CloudSession, eid: string): Promise<ApplicationListItem[]> {
  return (await cloud.read<ApplicationListItem[] | null>('/getApplication', { eid })) ?? [];
}
