import { announcementsResponse, type AnnouncementsResponse } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

/**
 * The announcements of some batches (spec part 3, section 7.5): one program is
 * asked with its bpid and rtype get, several with the bpid list and rtype getall.
 * No batch, no call.
 */
export async function getAnnouncements(cloud: CloudSession, batchIds: number[]): Promise<AnnouncementsResponse['Response']> {
  const bpids = [...new Set(batchIds)];
  if (bpids.length === 0) return [];
  const body = bpids.length === 1 ? { rtype: 'get', bpid: bpids[0] } : { rtype: 'getall', bpid: bpids };
  return checkAnswer(cloud, '/getAnnouncements', announcementsResponse, await cloud.read<unknown>('/getAnnouncements', body)).Response;
}
