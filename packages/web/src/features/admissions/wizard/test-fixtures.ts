import { fireEvent } from '@testing-library/react';

/** Application data as the gateway sends it, with __typename so fragments match in the cache. */

export const LEARNER_EMAIL = 'learner@demo.university';

export function generalInfo(over: Record<string, unknown> = {}) {
  return {
    __typename: 'GeneralInfo',
    firstName: 'Asha',
    middleName: '',
    lastName: 'Raman',
    email: LEARNER_EMAIL,
    countryCode: '91',
    phone: '9876543210',
    gender: 'FEMALE',
    dateOfBirth: '1996-04-12',
    fatherName: 'Raman K',
    motherName: 'Lakshmi R',
    internationalStudent: false,
    passportNumber: '',
    nationalId: 'A1234567',
    permanentAddress1: '12 Temple Road',
    permanentAddress2: '',
    permanentAddress3: '',
    permanentState: 'Karnataka',
    permanentCity: 'Mysuru',
    permanentPin: '570001',
    permanentCountry: 'India',
    presentSameAsPermanent: true,
    presentAddress1: '12 Temple Road',
    presentAddress2: '',
    presentAddress3: '',
    presentState: 'Karnataka',
    presentCity: 'Mysuru',
    presentPin: '570001',
    countryOfResidence: 'India',
    ...over,
  };
}

export function education(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Education',
    schoolName: 'City School',
    schoolAddress1: '1 School Lane',
    schoolAddress2: '',
    schoolAddress3: '',
    schoolCountry: 'India',
    schoolPincode: '570002',
    universityName: 'State University',
    universityAddress1: '2 Campus Road',
    universityAddress2: '',
    universityAddress3: '',
    universityCountry: 'India',
    universityZip: '570003',
    educationType: 'Graduation',
    specialization: 'Commerce',
    experience: 'NIL',
    workDescription: 'None',
    ...over,
  };
}

const file = (name: string) => ({ __typename: 'StoredFile', name, url: `https://files.example/${name}` });

export function documents() {
  return {
    __typename: 'ApplicationDocuments',
    certificate: file('4821-degree.pdf'),
    transcripts: file('5133-transcripts.pdf'),
    passport: null,
    nationalId: file('6204-national-id.png'),
    profilePhoto: file('7318-profile-photo.jpg'),
  };
}

export function application(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Application',
    id: null,
    programId: '302',
    programName: 'Master of Business Administration',
    status: 'NOT_STARTED',
    editable: true,
    partnerChannel: false,
    generalInfo: null,
    education: null,
    documents: null,
    scholarship: null,
    ...over,
  };
}

export const payload = (app: unknown) => ({ __typename: 'ApplicationPayload', application: app, userErrors: [] });

/** Sets a field's value the way typing would end, quickly (the forms are uncontrolled). */
export function fill(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}
