import { describe, expect, it } from 'vitest';
import { ageFromDob, checkPaperForm, emptyPaperForm, exclusiveStudyMode, FIXED_ROWS, maxDateOfBirth, minSigningDate, type PaperForm, type ProgrammeRow } from './paper-form.js';

const today = new Date(2026, 5, 10); // 10 June 2026, local time

function completeForm(): PaperForm {
  const form = emptyPaperForm('Bachelor of Commerce');
  form.profilePhoto = '1234-photo.jpg';
  form.firstName = 'Asha';
  form.email = 'learner@demo.university';
  form.title = 'Miss';
  form.phone = '2305551234';
  form.nationalId = 'R1234567890123';
  form.nationality = 'Mauritian';
  form.address = '1 Royal Road, Port Louis';
  form.dateOfBirth = '2000-04-12';
  form.declarationAccepted = true;
  form.tenth.year = '2016';
  form.tenth.registrationNo = 'T-100';
  form.tenth.subjects[0] = { subject: 'Mathematics', grade: 'A' };
  form.twelfth.year = '2018';
  form.twelfth.registrationNo = 'W-200';
  form.twelfth.subjects[0] = { subject: 'Accounts', grade: 'B' };
  form.signingDate = '2026-06-10';
  form.signatureFile = '2345-sign.png';
  form.documents.tenth = '3456-tenth.jpg';
  form.documents.twelfth = '4567-twelfth.jpg';
  form.documents.idProof = '5678-id.jpg';
  return form;
}

/** Each step clears one more thing, from the last check back to the first; the reported message must follow. */
const breakers: [string, (f: PaperForm) => void, { field: string; message: string }][] = [
  // The checks 5.2 does not have come after its sixteen (docs/decisions/068).
  ['phone not digits (not in 5.2)', (f) => (f.phone = '+230 555'), { field: 'phone', message: 'Phone number can contain digits only' }],
  ['signing date in the past (not in 5.2)', (f) => (f.signingDate = '2026-06-09'), { field: 'signingDate', message: 'The date cannot be before today' }],
  ['signing date missing (not in 5.2)', (f) => (f.signingDate = ''), { field: 'signingDate', message: 'Please select the date' }],
  ['under 10 years old (not in 5.2)', (f) => (f.dateOfBirth = '2016-06-11'), { field: 'dateOfBirth', message: 'Applicant must be at least 10 years old' }],
  ['16 ID proof', (f) => (f.documents.idProof = ''), { field: 'documents.idProof', message: 'Please select ID proof file' }],
  ['15 12th certificate', (f) => (f.documents.twelfth = ''), { field: 'documents.twelfth', message: 'Please select 12th certificate' }],
  ['14 10th certificate', (f) => (f.documents.tenth = ''), { field: 'documents.tenth', message: 'Please select 10th certificate' }],
  ['13 signature', (f) => (f.signatureFile = ''), { field: 'signatureFile', message: 'Please select Signature file' }],
  ['12 12th grade', (f) => (f.twelfth.subjects[0].grade = ''), { field: 'twelfth.subjects.0.grade', message: 'Please enter 12th Standard grades' }],
  ['12 12th subject', (f) => (f.twelfth.subjects[0].subject = ''), { field: 'twelfth.subjects.0.subject', message: 'Please enter 12th Standard subjects' }],
  ['12 12th registration', (f) => (f.twelfth.registrationNo = ''), { field: 'twelfth.registrationNo', message: 'Please enter 12th Standard registration No' }],
  ['12 12th year', (f) => (f.twelfth.year = ''), { field: 'twelfth.year', message: 'Please enter 12th Standard year' }],
  ['11 10th grade', (f) => (f.tenth.subjects[0].grade = ''), { field: 'tenth.subjects.0.grade', message: 'Please enter 10th Standard grades' }],
  ['11 10th subject', (f) => (f.tenth.subjects[0].subject = ''), { field: 'tenth.subjects.0.subject', message: 'Please enter 10th Standard subjects' }],
  ['11 10th registration', (f) => (f.tenth.registrationNo = ''), { field: 'tenth.registrationNo', message: 'Please enter 10th Standard registration No' }],
  ['11 10th year', (f) => (f.tenth.year = ''), { field: 'tenth.year', message: 'Please enter 10th Standard year' }],
  ['10 declaration', (f) => (f.declarationAccepted = false), { field: 'declarationAccepted', message: 'Please enter declaration applicant fields' }],
  ['9 DOB', (f) => (f.dateOfBirth = ''), { field: 'dateOfBirth', message: 'Please select DOB' }],
  ['8 address', (f) => (f.address = ' '), { field: 'address', message: 'Please enter address' }],
  ['7 nationality', (f) => (f.nationality = ''), { field: 'nationality', message: 'Please enter nationality' }],
  ['6 NIC', (f) => (f.nationalId = ''), { field: 'nationalId', message: 'NIC number cannot be empty' }],
  ['5 phone', (f) => (f.phone = ''), { field: 'phone', message: 'Phone number cannot be empty' }],
  ['4 title', (f) => (f.title = ''), { field: 'title', message: 'Please choose a title' }],
  ['3 invalid e-mail', (f) => (f.email = 'asha@demo'), { field: 'email', message: '*Please enter valid email-ID.' }],
  ['2 first name', (f) => (f.firstName = ''), { field: 'firstName', message: 'Name cannot be empty' }],
  ['1 profile photo', (f) => (f.profilePhoto = ''), { field: 'profilePhoto', message: 'Please select Profile photo' }],
];

describe('paper form submit checks (spec part 3, section 5.2: in order, first failure only)', () => {
  it('a complete form may be submitted', () => {
    expect(checkPaperForm(completeForm(), today)).toBeNull();
  });

  it('with every later check also failing, each earlier check is the one reported', () => {
    const form = completeForm();
    for (const [step, breakIt, expected] of breakers) {
      breakIt(form);
      expect(checkPaperForm(form, today), step).toEqual(expected);
    }
  });

  it.each(breakers)('%s alone is reported', (_step, breakIt, expected) => {
    const form = completeForm();
    breakIt(form);
    expect(checkPaperForm(form, today)).toEqual(expected);
  });

  it('a learner who left the date and the signature out is told about the signature, as 5.2 says, then the date', () => {
    const form = { ...completeForm(), signingDate: '', signatureFile: '' };
    expect(checkPaperForm(form, today)).toEqual({ field: 'signatureFile', message: 'Please select Signature file' });
    expect(checkPaperForm({ ...form, signatureFile: '2345-sign.png' }, today)).toEqual({ field: 'signingDate', message: 'Please select the date' });
  });

  it('a too-young applicant who also left the ID proof out is told about the ID proof first', () => {
    const form = { ...completeForm(), dateOfBirth: '2020-01-01', documents: { ...completeForm().documents, idProof: '' } };
    expect(checkPaperForm(form, today)).toEqual({ field: 'documents.idProof', message: 'Please select ID proof file' });
  });

  it('the e-mail is checked only when given', () => {
    expect(checkPaperForm({ ...completeForm(), email: '' }, today)).toBeNull();
  });

  it('only the first subject and grade of 10th and 12th are required', () => {
    const form = completeForm();
    expect(form.tenth.subjects[1]).toEqual({ subject: '', grade: '' });
    expect(checkPaperForm(form, today)).toBeNull();
  });

  it('the passport, surname and other tables are not required', () => {
    const form = completeForm();
    expect([form.passport, form.surname, form.gce.year, form.otherSecondary.year]).toEqual(['', '', '', '']);
    expect(checkPaperForm(form, today)).toBeNull();
  });

  it('a title outside Mr, Mrs and Miss is no title', () => {
    expect(checkPaperForm({ ...completeForm(), title: 'Dr' as PaperForm['title'] }, today)?.field).toBe('title');
  });

  it('a date of birth that is not a calendar date is no date', () => {
    expect(checkPaperForm({ ...completeForm(), dateOfBirth: '2000-02-30' }, today)).toEqual({ field: 'dateOfBirth', message: 'Please select DOB' });
  });

  it('exactly ten years old on the day may apply; today may be the signing date', () => {
    expect(checkPaperForm({ ...completeForm(), dateOfBirth: '2016-06-10', signingDate: '2026-06-10' }, today)).toBeNull();
    expect(checkPaperForm({ ...completeForm(), signingDate: '2026-07-01' }, today)).toBeNull();
  });
});

describe('paper form dates (spec part 3, section 5.1)', () => {
  it('date of birth may be at most today minus ten years', () => {
    expect(maxDateOfBirth(today)).toBe('2016-06-10');
    expect(maxDateOfBirth(new Date(2028, 1, 29))).toBe('2018-02-28');
  });
  it('the signing date may be no earlier than today', () => {
    expect(minSigningDate(today)).toBe('2026-06-10');
  });
  it('age is in whole years, counted from the birthday', () => {
    expect(ageFromDob('2000-06-10', today)).toBe(26);
    expect(ageFromDob('2000-06-11', today)).toBe(25);
    expect(ageFromDob('2016-06-10', today)).toBe(10);
    expect(ageFromDob('2026-06-10', today)).toBe(0);
  });
  it('someone born on 29 February turns a year older on 1 March', () => {
    expect(ageFromDob('2016-02-29', new Date(2026, 1, 28))).toBe(9);
    expect(ageFromDob('2016-02-29', new Date(2026, 2, 1))).toBe(10);
  });
  it('has no age for a missing, impossible or future date', () => {
    expect(ageFromDob('', today)).toBeNull();
    expect(ageFromDob('2001-13-01', today)).toBeNull();
    expect(ageFromDob('2026-06-11', today)).toBeNull();
  });
});

describe('blank paper form (spec part 3, sections 3.1 and 9)', () => {
  it('has the fixed number of rows in every table', () => {
    const form = emptyPaperForm('BSc Nursing');
    expect({
      tenth: form.tenth.subjects.length,
      gce: form.gce.subjects.length,
      twelfth: form.twelfth.subjects.length,
      subsidiary: form.subsidiary.length,
      aLevel: form.aLevel.length,
      otherSecondary: form.otherSecondary.rows.length,
      postgraduate: form.postgraduate.length,
    }).toEqual(FIXED_ROWS);
  });
  it('titles the first programme row with the program and leaves the others empty', () => {
    const form = emptyPaperForm('BSc Nursing');
    expect(form.programmes[0].title).toBe('BSc Nursing');
    expect(form.programmes.slice(1).every((r) => r.title === '')).toBe(true);
  });
  it('gives every row its own object, so editing one row leaves the others alone', () => {
    const form = emptyPaperForm('BSc Nursing');
    form.tenth.subjects[0].subject = 'Maths';
    expect(form.tenth.subjects[1].subject).toBe('');
    expect(form.gce.subjects[0].subject).toBe('');
  });
  it('is refused as it stands, asking first for the profile photo', () => {
    expect(checkPaperForm(emptyPaperForm('BSc Nursing'), today)).toEqual({ field: 'profilePhoto', message: 'Please select Profile photo' });
  });
});

describe('full time and part time are exclusive (spec part 3, section 4.2)', () => {
  const row: ProgrammeRow = { title: 'BCom', fullTime: '', partTime: '' };
  it('yes for full time sets part time to no', () => {
    expect(exclusiveStudyMode({ ...row, partTime: 'yes' }, { mode: 'fullTime', value: 'yes' })).toEqual({ title: 'BCom', fullTime: 'yes', partTime: 'no' });
  });
  it('yes for part time sets full time to no', () => {
    expect(exclusiveStudyMode({ ...row, fullTime: 'yes' }, { mode: 'partTime', value: 'yes' })).toEqual({ title: 'BCom', fullTime: 'no', partTime: 'yes' });
  });
  it('no for one leaves the other as it was', () => {
    expect(exclusiveStudyMode({ ...row, partTime: 'yes' }, { mode: 'fullTime', value: 'no' })).toEqual({ title: 'BCom', fullTime: 'no', partTime: 'yes' });
  });
});
