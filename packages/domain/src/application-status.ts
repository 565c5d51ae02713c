/**
 * The three steps of an application card, by pstatus (spec part 1, section 4):
 * 1 or more = Fill Your Details done; 2 or more = Under Review; 3 or more = Approved.
 */
export const APPLICATION_STEPS = ['Fill Your Details', 'Under Review', 'Approved'] as const;

export function applicationSteps(pstatus: number): { label: (typeof APPLICATION_STEPS)[number]; reached: boolean }[] {
  return APPLICATION_STEPS.map((label, i) => ({ label, reached: pstatus >= i + 1 }));
}
