import type { ProgramList } from '@portal/cloud-api/contract';
import type { CloudSession } from './session.js';

/** The programs of every level (spec part 1, section 7: /getAllProgramList). */
export function getAllProgramList(cloud: CloudSession): Promise<ProgramList> {
  return cloud.read<ProgramList>('/getAllProgramList');
}
