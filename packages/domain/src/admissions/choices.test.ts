import { describe, expect, it } from 'vitest';
import { booleanOfYesNo, choiceLabel, choiceName, GENDER_LABELS, studyModeBoxes, studyModeOf, TITLE_LABELS, yesNoOfBoolean } from './choices.js';
import { GENDERS } from './lists.js';
import { PAPER_FORM_TITLES } from './paper-form.js';

describe('the admissions choices between schema names and the spec words', () => {
  it('names every gender and title of the forms, and reads each back to its word', () => {
    for (const label of GENDERS) expect(choiceLabel(GENDER_LABELS, choiceName(GENDER_LABELS, label))).toBe(label);
    for (const label of PAPER_FORM_TITLES) expect(choiceLabel(TITLE_LABELS, choiceName(TITLE_LABELS, label))).toBe(label);
  });

  it('reads a blank or unknown word as no choice, and no choice as a blank', () => {
    expect(choiceName(GENDER_LABELS, '')).toBeNull();
    expect(choiceName(TITLE_LABELS, 'Dr')).toBeNull();
    expect(choiceLabel(GENDER_LABELS, null)).toBe('');
  });

  it('turns Yes/No into a Boolean and back, blank being null', () => {
    expect([booleanOfYesNo('Yes'), booleanOfYesNo('No'), booleanOfYesNo('')]).toEqual([true, false, null]);
    expect([yesNoOfBoolean(true), yesNoOfBoolean(false), yesNoOfBoolean(null)]).toEqual(['Yes', 'No', '']);
  });

  it('reads the box that says yes as the study mode, and writes the other box as no', () => {
    expect(studyModeOf({ fullTime: 'yes', partTime: 'no' })).toBe('FULL_TIME');
    expect(studyModeOf({ fullTime: 'no', partTime: 'yes' })).toBe('PART_TIME');
    expect(studyModeOf({ fullTime: 'no', partTime: '' })).toBeNull();
    expect(studyModeBoxes('PART_TIME')).toEqual({ fullTime: 'no', partTime: 'yes' });
    expect(studyModeBoxes(null)).toEqual({ fullTime: '', partTime: '' });
  });
});
