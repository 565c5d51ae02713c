import { describe, expect, it } from 'vitest';
import {
  allowedTransition,
  APPLICATION_ACTION,
  applicationId,
  applyListAction,
  applicationStatusFromWire,
  applicationSteps,
  applyListActionLabel,
  paperFormMayOpen,
  statusAfter,
  wizardMayOpen,
} from './status.js';

describe('apply list buttons by pstatus (spec part 3, section 4.1)', () => {
  it.each([
    [0, 'APPLY', 'Apply'],
    [1, 'CONTINUE_APPLICATION', 'Continue Application'],
    [2, 'UNDER_REVIEW', 'Under Review'],
    [3, 'START', 'Start'],
    [5, 'EDIT_APPLICATION', 'Edit Application'],
  ] as const)('pstatus %i shows %s, labelled "%s"', (pstatus, action, label) => {
    expect(applyListAction({ pstatus, etype: 1, enrolled: false })).toBe(action);
    expect(applyListActionLabel(action)).toBe(label);
  });

  it('no application yet reads as not started', () => {
    expect(applyListAction({ pstatus: null, etype: 1, enrolled: false })).toBe('APPLY');
    expect(applyListAction({ pstatus: undefined, etype: 1, enrolled: false })).toBe('APPLY');
  });

  it('an enrolled program shows Continue Learning whatever else is true', () => {
    for (const pstatus of [0, 1, 2, 3, 5]) {
      for (const etype of [0, 1, 2]) expect(applyListAction({ pstatus, etype, enrolled: true })).toBe('CONTINUE_LEARNING');
    }
    expect(applyListActionLabel('CONTINUE_LEARNING')).toBe('Continue Learning');
  });

  it('a program with etype not 1 starts directly, before any status is read', () => {
    for (const pstatus of [0, 1, 2, 5]) {
      expect(applyListAction({ pstatus, etype: 0, enrolled: false })).toBe('START');
      expect(applyListAction({ pstatus, etype: 2, enrolled: false })).toBe('START');
    }
  });

  it('a status the spec does not know is shown as under review', () => {
    expect(applyListAction({ pstatus: 4, etype: 1, enrolled: false })).toBe('UNDER_REVIEW');
  });
});

describe('the status read from the wire (docs/decisions/087)', () => {
  it.each([
    [0, 'NOT_STARTED'],
    [1, 'DRAFT'],
    [2, 'SUBMITTED'],
    [3, 'APPROVED'],
    [5, 'EDITABLE'],
  ] as const)('pstatus %i is %s', (pstatus, name) => {
    expect(applicationStatusFromWire(pstatus)).toBe(name);
  });
  it('no application is not started', () => {
    expect(applicationStatusFromWire(null)).toBe('NOT_STARTED');
    expect(applicationStatusFromWire(undefined)).toBe('NOT_STARTED');
  });
  it.each([4, 6, -1, 99, 1.5])('a number the spec does not know (%d) is under review, as the apply list and the wizard read it', (pstatus) => {
    expect(applicationStatusFromWire(pstatus)).toBe('SUBMITTED');
    expect(applyListAction({ pstatus, etype: 1, enrolled: false })).toBe('UNDER_REVIEW');
    expect(wizardMayOpen(pstatus)).toBe(false);
  });
});

describe('which application pages may open (spec part 3, section 4.1)', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
    [4, false],
    [5, true],
    [null, true],
  ])('the wizard with pstatus %j: %s', (pstatus, open) => {
    expect(wizardMayOpen(pstatus)).toBe(open);
  });
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
    [5, false],
  ])('the older application page with pstatus %i: %s', (pstatus, open) => {
    expect(paperFormMayOpen(pstatus)).toBe(open);
  });
});

describe('what the applicant may change (spec part 3, sections 4.1, 4.2, 7.1)', () => {
  const { SAVE, LOAD, SUBMIT } = APPLICATION_ACTION;

  it('save makes a not-started, draft or reopened application a draft', () => {
    for (const from of [0, 1, 5]) {
      expect(statusAfter(from, SAVE)).toBe(1);
      expect(allowedTransition(from, 1, SAVE)).toBe(true);
    }
  });
  it('a save never keeps a reopened application at 5: every save carries pstatus 1', () => {
    expect(allowedTransition(5, 5, SAVE)).toBe(false);
  });
  it('submit sends a not-started, draft or reopened application to review', () => {
    for (const from of [0, 1, 5]) {
      expect(statusAfter(from, SUBMIT)).toBe(2);
      expect(allowedTransition(from, 2, SUBMIT)).toBe(true);
    }
  });
  it('submitted and approved applications cannot be saved or submitted again', () => {
    for (const from of [2, 3]) {
      for (const action of [SAVE, SUBMIT]) expect(statusAfter(from, action)).toBeNull();
      for (const to of [0, 1, 2, 3, 5]) {
        expect(allowedTransition(from, to, SAVE)).toBe(false);
        expect(allowedTransition(from, to, SUBMIT)).toBe(false);
      }
    }
  });
  it('the applicant can never approve, reopen or reset an application', () => {
    for (const from of [0, 1, 2, 3, 5]) {
      for (const action of [SAVE, LOAD, SUBMIT]) {
        expect(allowedTransition(from, 3, action)).toBe(false);
        expect(allowedTransition(from, 5, action)).toBe(false);
        expect(allowedTransition(from, 0, action)).toBe(false);
      }
    }
  });
  it('save does not submit and submit does not merely save', () => {
    expect(allowedTransition(1, 2, SAVE)).toBe(false);
    expect(allowedTransition(1, 1, SUBMIT)).toBe(false);
  });
  it('a load moves nothing', () => {
    expect(statusAfter(1, LOAD)).toBeNull();
    expect(allowedTransition(1, 1, LOAD)).toBe(false);
  });
  it('an application that does not exist yet counts as not started', () => {
    expect(statusAfter(null, SAVE)).toBe(1);
    expect(statusAfter(undefined, SUBMIT)).toBe(2);
  });
});

describe('application id (spec part 3, sections 4.2 and 9)', () => {
  it('is the program base id, a dash and the epoch seconds', () => {
    expect(applicationId(4101, new Date(1_767_268_800_999))).toBe('4101-1767268800');
    expect(applicationId('4101', new Date(1_767_268_800_000))).toBe('4101-1767268800');
  });
});

describe('application steps by pstatus (spec part 1, section 4)', () => {
  it.each([
    [0, [false, false, false]],
    [1, [true, false, false]],
    [2, [true, true, false]],
    [3, [true, true, true]],
    // Sent back for changes is not approved: it is back at the first step (docs/decisions/091).
    [5, [false, false, false]],
  ])('pstatus %i reaches %j', (pstatus, reached) => {
    expect(applicationSteps(pstatus).map((s) => s.reached)).toEqual(reached);
    expect(applicationSteps(pstatus).map((s) => s.label)).toEqual(['Fill Your Details', 'Under Review', 'Approved']);
  });
});
