import { APPLICATION_STATUS } from './admissions/status.js';

/**
 * The three steps of an application card, by pstatus (spec part 1, section 4):
 * 1 or more = Fill Your Details done; 2 or more = Under Review; 3 or more = Approved.
 * Except 5, sent back for changes (spec part 3, section 4.1: "editable"): read as a
 * number it would be "Approved", which it is not. It is back at the first step, the
 * applicant's to edit and submit again, so no step is done (docs/decisions/091).
 */
export const APPLICATION_STEPS = ['Fill Your Details', 'Under Review', 'Approved'] as const;

export function applicationSteps(pstatus: number): { label: (typeof APPLICATION_STEPS)[number]; reached: boolean }[] {
  if (pstatus === APPLICATION_STATUS.EDITABLE) return APPLICATION_STEPS.map((label) => ({ label, reached: false }));
  return APPLICATION_STEPS.map((label, i) => ({ label, reached: pstatus >= i + 1 }));
}
