import { describe, expect, it } from 'vitest';
import { checkUpload } from './admissions/uploads.js';
import { checkProfile, checkProfileDocument, PROFILE_MESSAGES as M, PROFILE_NON_SPEC_MESSAGES as N, PROFILE_DOCUMENT_HINT, storedFileDisplayName, type ProfileForm } from './profile.js';
import { UPLOAD_KIND_OF_API, uploadRule } from './admissions/uploads.js';

const complete: ProfileForm = {
  photoFileName: '4821-me.jpg',
  firstName: 'Ravi',
  lastName: 'Kumar',
  dateOfBirth: '1998-04-12',
  countryCode: '91',
  address: '12 MG Road, Mysuru',
  phone: '9876543210',
  passportNumber: 'N1234567',
  otherGovernmentId: '',
  highestDegree: 'BSc',
  workExperience: '2 years',
  documentFileNames: [],
};

describe('the profile submit checks (spec part 3, 5.7: in order, first failure shown)', () => {
  it('lets a complete profile be saved; last name and other government id are optional', () => {
    expect(checkProfile(complete)).toBeNull();
  });

  it.each([
    ['photoFileName', M.photo, 'Please Select Profile Photo'],
    ['firstName', M.firstName, 'Please enter user name'],
    ['dateOfBirth', M.dateOfBirth, 'Please enter date of Birth'],
    ['countryCode', M.countryCode, 'Please enter country code'],
    ['address', M.address, 'Please enter Address'],
    ['phone', M.phone, 'Please enter phone number'],
    ['passportNumber', M.passportNumber, 'Please enter passport number'],
    ['highestDegree', M.highestDegree, 'Please enter higest degree'],
    ['workExperience', M.workExperience, 'Please enter work experience'],
  ] as const)('a blank %s is refused with the spec\u2019s words', (field, message, words) => {
    expect(message).toBe(words);
    expect(checkProfile({ ...complete, [field]: '   ' })).toEqual({
      field,
      message,
    });
  });

  it('shows only the first failure, in the spec\u2019s order', () => {
    const empty = {
      ...complete,
      photoFileName: '',
      firstName: '',
      dateOfBirth: '',
      countryCode: '',
      address: '',
      phone: '',
      passportNumber: '',
      highestDegree: '',
      workExperience: '',
    };
    expect(checkProfile(empty)?.message).toBe('Please Select Profile Photo');
    expect(checkProfile({ ...empty, photoFileName: 'x.jpg' })?.message).toBe('Please enter user name');
    expect(
      checkProfile({
        ...empty,
        photoFileName: 'x.jpg',
        firstName: 'R',
        dateOfBirth: '2000-01-01',
      })?.message,
    ).toBe('Please enter country code');
    expect(checkProfile({ ...complete, highestDegree: '', workExperience: '' })?.message).toBe('Please enter higest degree');
  });

  it('takes a phone number of digits only, as every form does, after the spec\u2019s checks (issue 31)', () => {
    for (const phone of ['call me maybe', '+91 98450 12345', '98450-12345', '９８４５０']) {
      expect(checkProfile({ ...complete, phone })).toEqual({ field: 'phone', message: 'Phone number can contain digits only' });
    }
    expect(checkProfile({ ...complete, phone: '9845012345' })).toBeNull();
    // Blank is still the spec's own message, first.
    expect(checkProfile({ ...complete, phone: '  ' })?.message).toBe('Please enter phone number');
  });

  it('takes a date of birth up to 2010-01-01, and an unreadable date as none', () => {
    expect(checkProfile({ ...complete, dateOfBirth: '2010-01-01' })).toBeNull();
    expect(checkProfile({ ...complete, dateOfBirth: '2010-01-02' })).toEqual({
      field: 'dateOfBirth',
      message: N.dateOfBirthTooLate,
    });
    expect(checkProfile({ ...complete, dateOfBirth: '2001-02-30' })?.message).toBe(M.dateOfBirth);
  });

  it('asks for the spec\u2019s nine before its own bounds', () => {
    expect(
      checkProfile({
        ...complete,
        dateOfBirth: '2015-01-01',
        workExperience: '',
      })?.message,
    ).toBe(M.workExperience);
    expect(checkProfile({ ...complete, address: 'a'.repeat(501) })).toEqual({
      field: 'address',
      message: N.tooLong,
    });
    expect(
      checkProfile({
        ...complete,
        documentFileNames: Array.from({ length: 21 }, (_, i) => `100${i}-a.pdf`),
      })?.field,
    ).toBe('documentFileNames');
  });
});

describe('the profile photo (spec part 3, 5.7 and 9)', () => {
  const photo = (size: number, name = 'me.jpg', type = 'image/jpeg') => checkUpload('profilePicture', { name, size, type });
  it('takes 51200 to 1048576 bytes', () => {
    expect(photo(51_200)).toBeNull();
    expect(photo(1_048_576)).toBeNull();
    expect(photo(51_199)).toBe('file size is less than 50kb');
    expect(photo(1_048_577)).toBe('file size is greater than 1024kb');
  });
  it('takes .jpg, .jpeg and .png in any case, nothing else', () => {
    expect(photo(60_000, 'ME.PNG', 'image/png')).toBeNull();
    expect(photo(60_000, 'me.jpeg', '')).toBeNull();
    expect(photo(60_000, 'me.gif', 'image/gif')).toBe('Profile photo Only images with .jpg, .jpeg, .png extension are allowed.');
    expect(photo(60_000, 'me.pdf', 'application/pdf')).toBe('Profile photo Only images with .jpg, .jpeg, .png extension are allowed.');
  });
  it('is the uploads kind PROFILE_PICTURE, apart from the application\u2019s 250 KB photo', () => {
    expect(UPLOAD_KIND_OF_API.PROFILE_PICTURE).toBe('profilePicture');
    expect(uploadRule('profilePicture').maxBytes).toBe(1_048_576);
    expect(uploadRule('profilePhoto').maxBytes).toBe(256_000);
  });
});

describe('a profile document (spec part 3, 5.7, as written)', () => {
  const doc = (size: number, name = 'cv.pdf', type = 'application/pdf') => checkProfileDocument({ name, size, type });
  it('refuses under 50 KB, and over 256000 bytes with the spec\u2019s "greater than 1mb"', () => {
    expect(doc(51_199)).toEqual({
      outcome: 'refuse',
      message: 'file size is less than 50kb',
    });
    expect(doc(256_001)).toEqual({
      outcome: 'refuse',
      message: 'file size is greater than 1mb',
    });
    expect(doc(256_000)).toEqual({ outcome: 'add' });
    expect(doc(51_200, 'cv.docx', '')).toEqual({ outcome: 'add' });
    expect(doc(60_000, 'cv.doc', 'application/msword')).toEqual({
      outcome: 'add',
    });
  });
  it('does not add an image to the list', () => {
    expect(doc(60_000, 'scan.JPG', 'image/jpeg')).toEqual({
      outcome: 'notAdded',
      message: N.documentIsImage,
    });
    expect(doc(60_000, 'run.exe', 'application/octet-stream')).toEqual({
      outcome: 'refuse',
      message: N.documentWrongType,
    });
  });
});

it('shows a stored name without its random prefix', () => {
  expect(storedFileDisplayName('4821-cv.pdf')).toBe('cv.pdf');
  expect(storedFileDisplayName('cv.pdf')).toBe('cv.pdf');
});

describe('the documents hint says the rule the portal applies (issue 31)', () => {
  it('names the kinds and the bounds in KB and in exact bytes', () => {
    expect(PROFILE_DOCUMENT_HINT).toBe('A .pdf, .doc or .docx file of 50 KB (51,200 bytes) to 250 KB (256,000 bytes) at most.');
  });

  it('agrees with the check: the last byte it allows is taken, the next refused with the spec words', () => {
    const file = (size: number) => ({ name: 'cv.pdf', type: 'application/pdf', size });
    expect(checkProfileDocument(file(256_000))).toEqual({ outcome: 'add' });
    expect(checkProfileDocument(file(256_001))).toEqual({ outcome: 'refuse', message: 'file size is greater than 1mb' });
    expect(checkProfileDocument(file(51_200))).toEqual({ outcome: 'add' });
    expect(checkProfileDocument(file(51_199))).toEqual({ outcome: 'refuse', message: 'file size is less than 50kb' });
  });
});
