import { announcementsResponse, type AnnouncementsResponse } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

/** A batch's announcements (spec part 3, section 7.5: rtype get for one program). */
export async function getAnnouncements(cloud: CloudSession, bpid: number): Promise<AnnouncementsResponse['Response']> {
  return checkAnswer(cloud, '/getAnnouncements', announcementsResponse, await cloud.read<unknown>('/getAnnouncements', { rtype: 'get', bpid })).Response;
}
