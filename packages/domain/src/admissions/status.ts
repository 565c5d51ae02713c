/**
 * Application status (pstatus) and what the applicant may do in each
 * (spec part 3, sections 4.1, 4.2, 7.1 and 9).
 */

export const APPLICATION_STATUS = {
  NOT_STARTED: 0,
  DRAFT: 1,
  /** submitted, under review */
  SUBMITTED: 2,
  /** set by the university, never by the applicant */
  APPROVED: 3,
  /** reopened for changes by the university */
  EDITABLE: 5,
} as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
/** The status by name, as the GraphQL schema's ApplicationStatus enum spells it. */
export type ApplicationStatusName = keyof typeof APPLICATION_STATUS;

const STATUS_NAME_BY_VALUE = new Map<number, ApplicationStatusName>((Object.entries(APPLICATION_STATUS) as [ApplicationStatusName, number][]).map(([name, value]) => [value, name]));

/**
 * pstatus from the wire as a status name: the one reading of the wire's
 * number, for every screen (docs/decisions/087). No application (null or
 * missing) is NOT_STARTED. A number the spec does not know reads as
 * SUBMITTED, under review: the university moved it somewhere the portal does
 * not know, so the applicant can do nothing with it, as the apply list and
 * the wizard already treat it (applyListAction, wizardMayOpen). Reading it as
 * "no application" would offer Apply on an application that exists.
 */
export function applicationStatusFromWire(pstatus: number | null | undefined): ApplicationStatusName {
  if (pstatus === null || pstatus === undefined) return 'NOT_STARTED';
  return STATUS_NAME_BY_VALUE.get(pstatus) ?? 'SUBMITTED';
}

/** The action codes of the application call (section 9). */
export const APPLICATION_ACTION = { SAVE: 0, LOAD: 1, SUBMIT: 2 } as const;
export type ApplicationAction = (typeof APPLICATION_ACTION)[keyof typeof APPLICATION_ACTION];

export type ApplyListAction = 'APPLY' | 'CONTINUE_APPLICATION' | 'UNDER_REVIEW' | 'START' | 'EDIT_APPLICATION' | 'CONTINUE_LEARNING';

/** The button text of each action on the apply list (section 4.1). */
export const APPLY_LIST_ACTION_LABELS: Record<ApplyListAction, string> = {
  APPLY: 'Apply',
  CONTINUE_APPLICATION: 'Continue Application',
  UNDER_REVIEW: 'Under Review',
  START: 'Start',
  EDIT_APPLICATION: 'Edit Application',
  CONTINUE_LEARNING: 'Continue Learning',
};

export type ApplyListEntry = {
  /** null or missing when the learner has no application for the program */
  pstatus: number | null | undefined;
  /** 1: the program needs an application; any other value opens it directly */
  etype: number;
  enrolled: boolean;
};

/**
 * What a program on the apply list offers (section 4.1). Enrolment wins over
 * everything; a program that needs no application (etype not 1) starts
 * directly; otherwise the application's status decides. A status the spec
 * does not know is shown as under review: nothing the applicant can act on.
 */
export function applyListAction(application: ApplyListEntry): ApplyListAction {
  if (application.enrolled) return 'CONTINUE_LEARNING';
  if (application.etype !== 1) return 'START';
  switch (application.pstatus ?? APPLICATION_STATUS.NOT_STARTED) {
    case APPLICATION_STATUS.NOT_STARTED:
      return 'APPLY';
    case APPLICATION_STATUS.DRAFT:
      return 'CONTINUE_APPLICATION';
    case APPLICATION_STATUS.APPROVED:
      return 'START';
    case APPLICATION_STATUS.EDITABLE:
      return 'EDIT_APPLICATION';
    default:
      return 'UNDER_REVIEW';
  }
}

export function applyListActionLabel(action: ApplyListAction): string {
  return APPLY_LIST_ACTION_LABELS[action];
}

/** The editable statuses (section 9). */
export const EDITABLE_STATUSES: readonly ApplicationStatusValue[] = [APPLICATION_STATUS.NOT_STARTED, APPLICATION_STATUS.DRAFT, APPLICATION_STATUS.EDITABLE];

/** The wizard opens for status 0, 1 and 5; anything else goes back to /applyProgram (section 4.1). */
export function wizardMayOpen(pstatus: number | null | undefined): boolean {
  return (EDITABLE_STATUSES as readonly number[]).includes(pstatus ?? APPLICATION_STATUS.NOT_STARTED);
}

/** The older (paper) application page opens only for status 0 and 1 (section 4.1). */
export function paperFormMayOpen(pstatus: number | null | undefined): boolean {
  const s = pstatus ?? APPLICATION_STATUS.NOT_STARTED;
  return s === APPLICATION_STATUS.NOT_STARTED || s === APPLICATION_STATUS.DRAFT;
}

/**
 * The status an application has after the applicant's action, or null when
 * the applicant may not do that from this status (sections 4.1, 4.2, 7.1):
 * - save (0) from 0, 1 or 5 gives 1. Every save carries pstatus 1 (7.1), so
 *   saving an application the university reopened (5) makes it a draft again;
 *   it is still open in the wizard and is submitted as before. We keep the
 *   wire's rule rather than invent a "still editable" save.
 * - submit (2) from 0, 1 or 5 gives 2.
 * - load (1) reads and moves nothing, so it is no move at all (null).
 * Submitted (2) and approved (3) applications cannot be changed by the
 * applicant, and only the university approves (3) or reopens (5).
 */
export function statusAfter(from: number | null | undefined, action: ApplicationAction): ApplicationStatusValue | null {
  if (!wizardMayOpen(from)) return null;
  if (action === APPLICATION_ACTION.SAVE) return APPLICATION_STATUS.DRAFT;
  if (action === APPLICATION_ACTION.SUBMIT) return APPLICATION_STATUS.SUBMITTED;
  return null;
}

/** Whether the applicant's `action` may move an application from `from` to `to`. */
export function allowedTransition(from: number | null | undefined, to: number, action: ApplicationAction): boolean {
  const next = statusAfter(from, action);
  return next !== null && next === to;
}

/**
 * A new application's id: the program base id, a dash and the current time in
 * epoch seconds (sections 4.2 and 9).
 */
export function applicationId(baseId: number | string, now: Date): string {
  return `${baseId}-${Math.floor(now.getTime() / 1000)}`;
}

/**
 * The three steps of an application card, by pstatus (spec part 1, section 4):
 * 1 or more = Fill Your Details done; 2 or more = Under Review; 3 or more = Approved.
 */
export const APPLICATION_STEPS = ['Fill Your Details', 'Under Review', 'Approved'] as const;

export function applicationSteps(pstatus: number): { label: (typeof APPLICATION_STEPS)[number]; reached: boolean }[] {
  // Except 5, sent back for changes (spec part 3, section 4.1: "editable"): read as a
  // number it would be "Approved", which it is not. It is back at the first step, the
  // applicant's to edit and submit again, so no step is done (docs/decisions/091).
  if (pstatus === APPLICATION_STATUS.EDITABLE) return APPLICATION_STEPS.map((label) => ({ label, reached: false }));
  return APPLICATION_STEPS.map((label, i) => ({ label, reached: pstatus >= i + 1 }));
}
