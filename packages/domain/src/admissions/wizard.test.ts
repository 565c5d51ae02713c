import { describe, expect, it } from 'vitest';
import type { FieldError } from '../validation/rules.js';
import { LEARNING_CENTER_TO_BE_UPDATED, LEARNING_CENTERS } from './learning-centers.js';
import {
  applicantFullName,
  applySameAddress,
  checkDocuments,
  checkEducation,
  checkGeneralInfo,
  checkScholarship,
  COUNTRIES_OF_RESIDENCE_BY_VARIANT,
  scholarshipReadyToSubmit,
  scholarshipToSave,
  sectionUnlocked,
  tabOrderFailure,
  type Documents,
  type Education,
  type GeneralInfo,
  normaliseSection,
  sectionFromWire,
  sectionToWire,
  WIRE_KEYS,
} from './wizard.js';

const general: GeneralInfo = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Raman',
  email: 'learner@demo.university',
  countryCode: '91',
  phone: '9876543210',
  gender: 'Female',
  dateOfBirth: '2000-04-12',
  fatherName: 'Ravi Raman',
  motherName: 'Lata Raman',
  internationalStudent: 'No',
  passportNumber: '',
  nationalId: 'AB1234567',
  permanentAddress1: '12 Temple Road',
  permanentAddress2: '',
  permanentAddress3: '',
  permanentState: 'Karnataka',
  permanentCity: 'Mysuru',
  permanentPin: '570001',
  permanentCountry: 'India',
  presentSameAsPermanent: false,
  presentAddress1: '4 Lake View',
  presentAddress2: '',
  presentAddress3: '',
  presentState: 'Karnataka',
  presentCity: 'Bengaluru',
  presentPin: '560001',
  countryOfResidence: 'India',
};

const education: Education = {
  schoolName: 'City School',
  schoolAddress1: 'Main Road',
  schoolAddress2: '',
  schoolAddress3: '',
  schoolCountry: 'India',
  schoolPincode: '570002',
  universityName: 'Demo University',
  universityAddress1: 'Campus Road',
  universityAddress2: '',
  universityAddress3: '',
  universityCountry: 'India',
  universityZip: '570003',
  educationType: 'Graduation',
  specialization: 'Science',
  experience: 'NIL',
  workDescription: 'Student, 0 years',
};

const documents: Documents = {
  certificate: '1234-degree.pdf',
  transcripts: '2345-transcripts.pdf',
  passport: '',
  nationalId: '3456-id.png',
  profilePhoto: '4567-photo.jpg',
};

/**
 * Starts from an empty form and, like a person, fixes only the field each
 * message names, until the form passes: the messages met on the way are the
 * checks in the order the form runs them.
 */
function messagesInOrder<T extends object>(valid: T, check: (input: Partial<T>) => FieldError | null): FieldError[] {
  const seen: FieldError[] = [];
  const input: Partial<T> = {};
  for (let error = check(input); error; error = check(input)) {
    seen.push(error);
    const field = error.field as keyof T;
    if (input[field] === valid[field]) throw new Error(`fixing ${error.field} did not clear "${error.message}"`);
    input[field] = valid[field];
  }
  return seen;
}

describe('General Information tab (spec part 3, section 5.3)', () => {
  it('a complete tab may be saved', () => {
    expect(checkGeneralInfo(general, { variant: 'wizard' })).toBeNull();
  });

  it('runs the checks in the order of the table, one message at a time', () => {
    expect(messagesInOrder(general, (i) => checkGeneralInfo(i, { variant: 'wizard' }))).toEqual([
      { field: 'firstName', message: 'Name cannot be empty' },
      { field: 'email', message: 'Email cannot be empty' },
      { field: 'countryCode', message: 'Phone number cannot be empty' },
      { field: 'phone', message: 'Phone number cannot be empty' },
      { field: 'dateOfBirth', message: 'Date of Birth cannot be empty' },
      { field: 'fatherName', message: 'Father name or Mother name cannot be empty' },
      { field: 'motherName', message: 'Father name or Mother name cannot be empty' },
      { field: 'nationalId', message: 'Please enter valid national ID' },
      { field: 'permanentAddress1', message: 'Please fill Permanent address according to the requirement' },
      { field: 'permanentState', message: 'Please fill Permanent address according to the requirement' },
      { field: 'permanentCity', message: 'Please fill Permanent address according to the requirement' },
      { field: 'permanentPin', message: 'Please enter Permanent address Pincode' },
      { field: 'countryOfResidence', message: 'Select Country of residence' },
      { field: 'presentAddress1', message: 'Please fill present address according to the requirement' },
      { field: 'presentState', message: 'Please fill present address according to the requirement' },
      { field: 'presentCity', message: 'Please fill present address according to the requirement' },
      { field: 'presentPin', message: 'Please enter present address Pincode' },
    ]);
  });

  it('pre-registration skips the parents, says "Govt ID  cannot be empty" with its double space, and keeps the rest', () => {
    const seen = messagesInOrder(general, (i) => checkGeneralInfo(i, { variant: 'preregistration' }));
    expect(seen.map((e) => e.field)).not.toContain('fatherName');
    expect(seen.map((e) => e.field)).not.toContain('motherName');
    expect(seen.slice(4, 6)).toEqual([
      { field: 'dateOfBirth', message: 'Date of Birth cannot be empty' },
      { field: 'nationalId', message: 'Govt ID  cannot be empty' },
    ]);
    expect(checkGeneralInfo({ ...general, fatherName: '', motherName: '' }, { variant: 'preregistration' })).toBeNull();
  });

  it('with two failures the earlier one is reported', () => {
    expect(checkGeneralInfo({ ...general, presentPin: '', email: '' }, { variant: 'wizard' })).toEqual({ field: 'email', message: 'Email cannot be empty' });
    expect(checkGeneralInfo({ ...general, countryOfResidence: '', permanentPin: '' }, { variant: 'wizard' })?.field).toBe('permanentPin');
  });

  it.each([
    ['an empty phone', { phone: '' }],
    ['a phone of 0', { phone: '0' }],
    ['a numeric 0 left by a cleared number input', { phone: 0 }],
    ['an empty country code', { countryCode: '' }],
  ])('%s is no phone number', (_why, change) => {
    expect(checkGeneralInfo({ ...general, ...change }, { variant: 'wizard' })?.message).toBe('Phone number cannot be empty');
  });

  it('a phone stored as a number passes', () => {
    expect(checkGeneralInfo({ ...general, phone: 9876543210 }, { variant: 'wizard' })).toBeNull();
  });

  it.each([[''], ['0'], [0], [null], [undefined], ['   ']])('a national id of %j is not valid', (nationalId) => {
    expect(checkGeneralInfo({ ...general, nationalId }, { variant: 'wizard' })).toEqual({ field: 'nationalId', message: 'Please enter valid national ID' });
  });

  it('"Not Applicable" is no country of residence', () => {
    expect(checkGeneralInfo({ ...general, countryOfResidence: 'Not Applicable' }, { variant: 'wizard' })).toEqual({
      field: 'countryOfResidence',
      message: 'Select Country of residence',
    });
  });

  it('a name of spaces only is empty', () => {
    expect(checkGeneralInfo({ ...general, firstName: '   ' }, { variant: 'wizard' })?.message).toBe('Name cannot be empty');
  });

  it('address lines 2 and 3, the passport, the middle name and the gender are not required', () => {
    const optional = { permanentAddress2: '', permanentAddress3: '', presentAddress2: '', presentAddress3: '', passportNumber: '', middleName: '', gender: '' };
    expect(checkGeneralInfo({ ...general, ...optional }, { variant: 'wizard' })).toBeNull();
  });
});

describe('Education tab (spec part 3, section 5.4)', () => {
  it('a complete tab may be saved, and NIL is an answer to Experience', () => {
    expect(checkEducation(education, { variant: 'wizard' })).toBeNull();
  });

  it('runs the checks in the order of section 5.4', () => {
    expect(messagesInOrder(education, (i) => checkEducation(i, { variant: 'wizard' }))).toEqual([
      { field: 'schoolName', message: 'School Name cannot be empty' },
      { field: 'schoolAddress1', message: 'School address cannot be empty' },
      { field: 'schoolCountry', message: 'School country cannot be empty' },
      { field: 'schoolPincode', message: 'School zip cannot be empty' },
      { field: 'universityName', message: 'University Name cannot be empty' },
      { field: 'universityAddress1', message: 'University address cannot be empty' },
      { field: 'universityCountry', message: 'University country cannot be empty' },
      { field: 'universityZip', message: 'Please enter the Pincode' },
      { field: 'experience', message: 'Experience cannot be empty' },
      { field: 'workDescription', message: 'Work description cannot be empty' },
    ]);
  });

  it('pre-registration says Institution/College instead of School', () => {
    expect(
      messagesInOrder(education, (i) => checkEducation(i, { variant: 'preregistration' }))
        .slice(0, 5)
        .map((e) => e.message),
    ).toEqual([
      'Institution/College Name cannot be empty',
      'Institution/College address cannot be empty',
      'Institution/College country cannot be empty',
      'Institution/College zip cannot be empty',
      'University Name cannot be empty',
    ]);
  });

  it('with two failures the earlier one is reported', () => {
    expect(checkEducation({ ...education, workDescription: '', universityZip: '' }, { variant: 'wizard' })).toEqual({
      field: 'universityZip',
      message: 'Please enter the Pincode',
    });
  });
});

describe('Upload Documents tab (spec part 3, section 5.5)', () => {
  it('all four required files may be saved without a passport', () => {
    expect(checkDocuments(documents, { variant: 'wizard' })).toBeNull();
  });

  it('asks for Certificate, Transcripts, National ID and Profile photo in that order', () => {
    expect(messagesInOrder(documents, (i) => checkDocuments(i, { variant: 'wizard' }))).toEqual([
      { field: 'certificate', message: 'Please upload Certificate' },
      { field: 'transcripts', message: 'Please upload Transcripts' },
      { field: 'nationalId', message: 'Please upload National ID Document' },
      { field: 'profilePhoto', message: 'Please upload Profile photo' },
    ]);
  });

  it('pre-registration asks for Other Govt Files and a passport-size photo', () => {
    expect(messagesInOrder(documents, (i) => checkDocuments(i, { variant: 'preregistration' })).map((e) => e.message)).toEqual([
      'Please upload Certificate',
      'Please upload Transcripts',
      'Please upload Other Govt Files',
      'Please upload Profile (Passport size) photo',
    ]);
  });

  it('with two files missing the earlier one is reported', () => {
    expect(checkDocuments({ ...documents, profilePhoto: '', transcripts: '' }, { variant: 'wizard' })?.field).toBe('transcripts');
  });
});

describe('wire keys of the sections (spec part 3, section 3.2)', () => {
  it('keeps the contract spelling, Cetificates included', () => {
    expect(WIRE_KEYS.generalinfo.firstName).toBe('First Name');
    expect(WIRE_KEYS.generalinfo.phone).toBe('Contact');
    expect(WIRE_KEYS.generalinfo.nationalId).toBe('Other Id');
    expect(WIRE_KEYS.generalinfo.permanentAddress2).toBe('Permanent Address 2');
    expect(WIRE_KEYS.education.schoolPincode).toBe('School Address pincode');
    expect(WIRE_KEYS.education.universityZip).toBe('University ZIP');
    expect(WIRE_KEYS.uploaddoc.certificate).toBe('Cetificates');
    expect(WIRE_KEYS.uploaddoc.nationalId).toBe('Other Government Proof');
    expect(WIRE_KEYS.scholarship).toEqual({
      scholarship: 'Scholarship',
      learningCenter: 'Learning Center',
      learningCenterCode: 'learningCenter',
      learningCenterName: 'learningCentername',
    });
  });

  it('no two fields of a section share a wire key', () => {
    for (const keys of Object.values(WIRE_KEYS)) {
      const values = Object.values(keys);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('a section survives the trip to the wire and back', () => {
    const wire = sectionToWire('generalinfo', general);
    expect(wire['First Name']).toBe('Asha');
    expect(wire['Country of residence']).toBe('India');
    expect(Object.keys(wire)).toHaveLength(Object.keys(WIRE_KEYS.generalinfo).length);
    expect(sectionFromWire('generalinfo', wire)).toEqual(general);
    expect(sectionFromWire('education', sectionToWire('education', education))).toEqual(education);
    expect(sectionFromWire('uploaddoc', sectionToWire('uploaddoc', documents))).toEqual(documents);
  });

  it('sends only the fields given and drops names the contract does not know', () => {
    expect(sectionToWire('uploaddoc', { certificate: '1234-a.pdf', bogus: 'x' } as Partial<Documents>)).toEqual({ Cetificates: '1234-a.pdf' });
  });

  it('reads a stored section with missing, numeric and unknown values into a full typed one', () => {
    const read = sectionFromWire('generalinfo', { 'First Name': 'Kofi', Contact: 233201234567, Gender: 'Robot', 'Permanent Same Address': 'true', extra: 1 });
    expect(read.firstName).toBe('Kofi');
    expect(read.phone).toBe('233201234567');
    expect(read.gender).toBe('');
    expect(read.presentSameAsPermanent).toBe(true);
    expect(read.lastName).toBe('');
    expect(read).not.toHaveProperty('extra');
    expect(sectionFromWire('scholarship', null)).toEqual({ scholarship: '', learningCenter: '', learningCenterCode: '', learningCenterName: '' });
  });

  it('normalises a null field to an empty one', () => {
    expect(normaliseSection('uploaddoc', { certificate: null }).certificate).toBe('');
  });
});

describe('present address (spec part 3, section 4.2)', () => {
  it('Same Address copies the permanent address', () => {
    const same = applySameAddress(general, true);
    expect(same.presentSameAsPermanent).toBe(true);
    expect([same.presentAddress1, same.presentState, same.presentCity, same.presentPin]).toEqual(['12 Temple Road', 'Karnataka', 'Mysuru', '570001']);
    expect(same.permanentAddress1).toBe('12 Temple Road');
  });
  it('unticking clears the present address', () => {
    const cleared = applySameAddress(applySameAddress(general, true), false);
    expect([cleared.presentAddress1, cleared.presentAddress2, cleared.presentAddress3, cleared.presentState, cleared.presentCity, cleared.presentPin]).toEqual(['', '', '', '', '', '']);
    expect(cleared.presentSameAsPermanent).toBe(false);
  });
});

describe('applicant name sent with a save (spec part 3, section 7.1)', () => {
  it('joins first, middle and last name, skipping empty ones', () => {
    expect(applicantFullName({ firstName: 'Asha', middleName: '', lastName: 'Raman' })).toBe('Asha Raman');
    expect(applicantFullName({ firstName: ' Kofi ', middleName: 'Ato', lastName: 'Mensah' })).toBe('Kofi Ato Mensah');
  });
});

describe('closed lists and the numeric phone (spec part 3, 3.2-3.4 and 5.6), after the spec checks (docs/decisions/067)', () => {
  it.each([
    ['countryCode', { countryCode: '44' }, 'Please choose a country code from the list'],
    ['countryCode', { countryCode: '+91' }, 'Please choose a country code from the list'],
    ['phone', { phone: '98765-43210' }, 'Phone number can contain digits only'],
    ['phone', { phone: '+919876543210' }, 'Phone number can contain digits only'],
    ['gender', { gender: 'Unknown' }, 'Please choose Male, Female or Transgender'],
    ['gender', { gender: 'female' }, 'Please choose Male, Female or Transgender'],
    ['internationalStudent', { internationalStudent: 'Maybe' }, 'Please choose Yes or No for International Student'],
    ['countryOfResidence', { countryOfResidence: 'France' }, 'Please choose a Country of residence from the list'],
    // The other list's spelling is not the signed-in wizard's.
    ['countryOfResidence', { countryOfResidence: 'Mazambique' }, 'Please choose a Country of residence from the list'],
  ])('%s: refuses %j', (field, change, message) => {
    expect(checkGeneralInfo({ ...general, ...change }, { variant: 'wizard' })).toEqual({ field, message });
  });

  it('each variant takes its own country-of-residence list, spelled as the spec spells it', () => {
    expect(checkGeneralInfo({ ...general, countryOfResidence: 'Mazambique' }, { variant: 'preregistration' })).toBeNull();
    expect(checkGeneralInfo({ ...general, countryOfResidence: 'Mozambique' }, { variant: 'preregistration' })?.field).toBe('countryOfResidence');
    expect(checkGeneralInfo({ ...general, countryOfResidence: 'Mozambique' }, { variant: 'wizard' })).toBeNull();
    for (const variant of ['wizard', 'preregistration'] as const) {
      for (const country of COUNTRIES_OF_RESIDENCE_BY_VARIANT[variant].slice(1)) {
        expect(checkGeneralInfo({ ...general, countryOfResidence: country }, { variant }), `${variant} ${country}`).toBeNull();
      }
    }
  });

  it('the spec message comes first: a blank date of birth and an unknown gender say the date', () => {
    expect(checkGeneralInfo({ ...general, gender: 'X', dateOfBirth: '' }, { variant: 'wizard' })).toEqual({ field: 'dateOfBirth', message: 'Date of Birth cannot be empty' });
  });

  it.each([
    ['educationType', { educationType: 'PhD' }, 'Please choose an Education Type from the list'],
    ['specialization', { specialization: 'Law' }, 'Please choose a Specialization from the list'],
  ])('Education %s: refuses %j', (field, change, message) => {
    expect(checkEducation({ ...education, ...change }, { variant: 'wizard' })).toEqual({ field, message });
  });

  it("Education Type takes either of the spec's readings; blanks are not refused", () => {
    for (const educationType of ['Graduation', 'Post Graduation', 'Graduate', 'Under Graduate', 'Diploma', 'Others', '']) {
      expect(checkEducation({ ...education, educationType }, { variant: 'wizard' }), educationType).toBeNull();
    }
    expect(checkEducation({ ...education, specialization: '' }, { variant: 'preregistration' })).toBeNull();
  });
});

describe('tab order (spec part 3, 2.4 and 4.2: later tabs are disabled until the previous one is saved)', () => {
  const savedUpTo =
    (...sections: string[]) =>
    (s: string) =>
      sections.includes(s);
  it('names the tab to save first', () => {
    expect(tabOrderFailure('generalinfo', savedUpTo())).toBeNull();
    expect(tabOrderFailure('education', savedUpTo())).toEqual({ field: null, message: 'Please save General Information first.' });
    expect(tabOrderFailure('uploaddoc', savedUpTo('generalinfo'))).toEqual({ field: null, message: 'Please save Education first.' });
    expect(tabOrderFailure('scholarship', savedUpTo('generalinfo', 'education'))).toEqual({ field: null, message: 'Please save Upload Documents first.' });
    expect(tabOrderFailure('scholarship', savedUpTo('generalinfo', 'education', 'uploaddoc'))).toBeNull();
  });
  it('Upload Documents unlocks both Scholarship and Review', () => {
    expect(sectionUnlocked('review', savedUpTo('generalinfo', 'education'))).toBe(false);
    expect(sectionUnlocked('review', savedUpTo('generalinfo', 'education', 'uploaddoc'))).toBe(true);
  });
});

describe('Scholarship tab (spec part 3, 3.2, 3.5, 4.2 and 6)', () => {
  const partner = { code: 'LC-GH-01', name: 'University of Ghana, Legon' };
  it('the learning-centre list has about 20 partner centres and "Has to be updated in iLearn" last, no name twice', () => {
    expect(LEARNING_CENTERS.length).toBeGreaterThanOrEqual(20);
    expect(LEARNING_CENTERS.at(-1)!.name).toBe(LEARNING_CENTER_TO_BE_UPDATED);
    expect(new Set(LEARNING_CENTERS.map((c) => c.name)).size).toBe(LEARNING_CENTERS.length);
    expect(new Set(LEARNING_CENTERS.map((c) => c.code)).size).toBe(LEARNING_CENTERS.length);
  });

  it('anyone: Yes, No or nothing, and a learning centre of the list', () => {
    const options = { partnerChannel: false };
    expect(checkScholarship({ scholarship: '', learningCenter: '' }, options)).toBeNull();
    expect(checkScholarship({ scholarship: 'No' }, options)).toBeNull();
    expect(checkScholarship({ scholarship: 'Yes', learningCenter: 'Has to be updated in iLearn' }, options)).toBeNull();
    expect(checkScholarship({ scholarship: 'yes' }, options)).toEqual({ field: 'scholarship', message: 'Please choose Yes or No for Scholarship' });
    expect(checkScholarship({ scholarship: 'Yes', learningCenter: 'My garage' }, options)).toEqual({
      field: 'learningCenter',
      message: 'Please choose a Learning Center from the list',
    });
    expect(scholarshipToSave({ scholarship: 'No', learningCenter: '', learningCenterCode: 'LC-X' }, options)).toEqual({
      scholarship: 'No',
      learningCenter: '',
      learningCenterCode: '',
      learningCenterName: '',
    });
  });

  it("a partner-channel applicant: scholarship Yes, the partner's centre kept", () => {
    const options = { partnerChannel: true, partnerLearningCenter: partner };
    expect(checkScholarship({ scholarship: 'No' }, options)).toEqual({ field: 'scholarship', message: 'As a partner-country applicant you apply with Scholarship Yes' });
    expect(checkScholarship({ scholarship: '', learningCenter: '' }, options)).toBeNull();
    expect(scholarshipToSave({ scholarship: '', learningCenter: '', learningCenterCode: 'LC-FORGED', learningCenterName: 'Forged' }, options)).toEqual({
      scholarship: 'Yes',
      learningCenter: 'University of Ghana, Legon',
      learningCenterCode: 'LC-GH-01',
      learningCenterName: 'University of Ghana, Legon',
    });
    // A partner's own centre is accepted even when the list does not have it.
    const elsewhere = { partnerChannel: true, partnerLearningCenter: { code: 'LC-XX', name: 'Somewhere Else College' } };
    expect(checkScholarship({ scholarship: 'Yes', learningCenter: 'Somewhere Else College' }, elsewhere)).toBeNull();
    // Without partner data, a centre must be chosen.
    expect(checkScholarship({ scholarship: 'Yes', learningCenter: '' }, { partnerChannel: true })).toEqual({ field: 'learningCenter', message: 'Please choose your Learning Center' });
  });

  it('a partner-channel application is ready to submit only with scholarship Yes at a centre', () => {
    const yes = { scholarship: 'Yes' as const, learningCenter: 'University of Ghana, Legon', learningCenterCode: 'LC-GH-01', learningCenterName: 'University of Ghana, Legon' };
    expect(scholarshipReadyToSubmit(null, { partnerChannel: true })).toBe(false);
    expect(scholarshipReadyToSubmit({ ...yes, scholarship: '' }, { partnerChannel: true })).toBe(false);
    expect(scholarshipReadyToSubmit({ ...yes, learningCenter: ' ' }, { partnerChannel: true })).toBe(false);
    expect(scholarshipReadyToSubmit(yes, { partnerChannel: true })).toBe(true);
    expect(scholarshipReadyToSubmit(null, { partnerChannel: false })).toBe(true);
  });
});
