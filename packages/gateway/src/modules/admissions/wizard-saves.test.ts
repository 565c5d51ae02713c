import type { ApplicationRecord } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, cloudCall, gql, signIn, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';
import { fileBytes } from '../../../test/files.js';
import {
  EDUCATION,
  GENERAL_INFO,
  SAVE_DOCUMENTS,
  SAVE_EDUCATION,
  SAVE_GENERAL,
  SAVE_SCHOLARSHIP,
  SUBMIT,
  VIEWER_APPLICATION,
  cloudCalls,
  createLearner,
  mutate,
  uploadFile,
  uploadWizardDocuments,
  type ApplicationShape,
} from './admissions-test-support.js';

let gateway: TestGateway;
let learner: { email: string; jar: CookieJar };
let demoJar: CookieJar;

beforeAll(async () => {
  gateway = await startGateway();
  learner = await createLearner(gateway, 'wizard');
  demoJar = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterAll(async () => {
  await gateway?.close();
});

const general = (overrides: Record<string, unknown> = {}) => ({ programId: '303', generalInfo: { ...GENERAL_INFO, ...overrides } });
const education = (overrides: Record<string, unknown> = {}) => ({ programId: '303', education: { ...EDUCATION, ...overrides } });

describe('General Information (spec part 3, 5.3): every check in order, first failure only, before any call', () => {
  it.each([
    ['firstName', { firstName: '  ' }, 'Name cannot be empty'],
    ['countryCode', { countryCode: '' }, 'Phone number cannot be empty'],
    ['phone', { phone: '0' }, 'Phone number cannot be empty'],
    ['dateOfBirth', { dateOfBirth: null }, 'Date of Birth cannot be empty'],
    ['fatherName', { fatherName: '' }, 'Father name or Mother name cannot be empty'],
    ['motherName', { motherName: null }, 'Father name or Mother name cannot be empty'],
    ['nationalId', { nationalId: '0' }, 'Please enter valid national ID'],
    ['permanentAddress1', { permanentAddress1: '' }, 'Please fill Permanent address according to the requirement'],
    ['permanentState', { permanentState: '' }, 'Please fill Permanent address according to the requirement'],
    ['permanentCity', { permanentCity: '' }, 'Please fill Permanent address according to the requirement'],
    ['permanentPin', { permanentPin: '' }, 'Please enter Permanent address Pincode'],
    ['countryOfResidence', { countryOfResidence: 'Not Applicable' }, 'Select Country of residence'],
    ['presentAddress1', { presentAddress1: '' }, 'Please fill present address according to the requirement'],
    ['presentCity', { presentCity: '' }, 'Please fill present address according to the requirement'],
    ['presentPin', { presentPin: '' }, 'Please enter present address Pincode'],
  ])('%s: "%s"', async (field, overrides, message) => {
    const calls = cloudCalls(gateway, '/updateUserApplication');
    const payload = await mutate(gateway, SAVE_GENERAL, general(overrides), learner.jar);
    expect(payload).toEqual({ application: null, userErrors: [{ field, code: 'INVALID', message }] });
    expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls);
  });

  it('shows only the first failure when several fail', async () => {
    const payload = await mutate(gateway, SAVE_GENERAL, general({ presentPin: '', dateOfBirth: null, phone: '' }), learner.jar);
    expect(payload.userErrors).toEqual([{ field: 'phone', code: 'INVALID', message: 'Phone number cannot be empty' }]);
  });

  it('does not check address lines 2 and 3, nor the passport', async () => {
    const { jar } = await createLearner(gateway, 'optional');
    const payload = await mutate(gateway, SAVE_GENERAL, { ...general({ permanentAddress2: null, presentAddress3: '', passportNumber: null }), programId: '402' }, jar);
    expect(payload.userErrors).toEqual([]);
  });
});

describe('Education (spec part 3, 5.4)', () => {
  it.each([
    ['schoolName', { schoolName: '' }, 'School Name cannot be empty'],
    ['schoolAddress1', { schoolAddress1: '' }, 'School address cannot be empty'],
    ['schoolCountry', { schoolCountry: '' }, 'School country cannot be empty'],
    ['schoolPincode', { schoolPincode: '' }, 'School zip cannot be empty'],
    ['universityName', { universityName: '' }, 'University Name cannot be empty'],
    ['universityAddress1', { universityAddress1: '' }, 'University address cannot be empty'],
    ['universityCountry', { universityCountry: '' }, 'University country cannot be empty'],
    ['universityZip', { universityZip: '' }, 'Please enter the Pincode'],
    ['experience', { experience: '' }, 'Experience cannot be empty'],
    ['workDescription', { workDescription: ' ' }, 'Work description cannot be empty'],
  ])('%s: "%s"', async (field, overrides, message) => {
    const payload = await mutate(gateway, SAVE_EDUCATION, education(overrides), learner.jar);
    expect(payload).toEqual({ application: null, userErrors: [{ field, code: 'INVALID', message }] });
  });

  it('shows the first of several failures', async () => {
    const payload = await mutate(gateway, SAVE_EDUCATION, education({ workDescription: '', universityZip: '', schoolCountry: '' }), learner.jar);
    expect(payload.userErrors.map((e) => e.message)).toEqual(['School country cannot be empty']);
  });
});

describe('saving the wizard tab by tab (spec part 3, 4.2 and 7.1)', () => {
  let applicationId = '';

  it('saves General Information as a draft under a new id: the batch id, a dash and epoch seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const calls = cloudCalls(gateway, '/updateUserApplication');
    const payload = await mutate(gateway, SAVE_GENERAL, general({ middleName: 'Ada' }), learner.jar);
    const after = Math.floor(Date.now() / 1000);
    expect(payload.userErrors).toEqual([]);
    // One load, one save: what the invalid cases above are compared with.
    expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls + 2);
    const app = payload.application!;
    expect(app).toMatchObject({ programId: '303', batchId: '3031', status: 'DRAFT', editable: true, action: 'CONTINUE_APPLICATION' });
    const [base, seconds] = app.id!.split('-');
    expect(base).toBe('3031');
    expect(Number(seconds)).toBeGreaterThanOrEqual(before);
    expect(Number(seconds)).toBeLessThanOrEqual(after + 1);
    applicationId = app.id!;
    // The e-mail is the token's, whatever the form held (it has no e-mail field).
    expect(app.generalInfo).toMatchObject({ firstName: 'Imani', middleName: 'Ada', email: learner.email, presentSameAsPermanent: true });
    // Stored under the contract's wire keys, with uname the names joined.
    const stored = await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: learner.email, pid: 303, bpid: 3031, action: 1 });
    expect(stored.generalinfo).toMatchObject({ 'First Name': 'Imani', Contact: '8012345678', 'Other Id': 'NG-55120987', Email: learner.email });
  });

  it('keeps the id on every later save, and a reload in the middle loses nothing saved', async () => {
    const saved = await mutate(gateway, SAVE_EDUCATION, education(), learner.jar);
    expect(saved.userErrors).toEqual([]);
    expect(saved.application).toMatchObject({ id: applicationId, status: 'DRAFT', generalInfo: { firstName: 'Imani' }, education: { schoolName: 'Kings College' } });

    // A new request, as after a page reload: both tabs are there.
    const reloaded = await gql<{ viewer: { application: ApplicationShape } }>(gateway, VIEWER_APPLICATION, { programId: '303' }, { jar: learner.jar });
    expect(reloaded.body.data!.viewer.application).toMatchObject({
      id: applicationId,
      status: 'DRAFT',
      generalInfo: { firstName: 'Imani', middleName: 'Ada', nationalId: 'NG-55120987' },
      education: { schoolName: 'Kings College', experience: 'NIL' },
      documents: null,
    });
  });

  it('refuses to submit before Upload Documents is saved, naming the tab', async () => {
    const payload = await mutate(gateway, SUBMIT, { programId: '303' }, learner.jar);
    expect(payload).toEqual({ application: null, userErrors: [{ field: null, code: 'INVALID', message: 'Please save Upload Documents before submitting.' }] });
  });

  it('checks the documents in order: Certificate, Transcripts, National ID, Profile photo (spec part 3, 5.5)', async () => {
    const docs = { certificate: '1111-a.pdf', transcripts: '1112-b.pdf', passport: '', nationalId: '1113-c.png', profilePhoto: '1114-d.png' };
    const cases: [Record<string, string>, string, string][] = [
      [{ certificate: '' }, 'certificate', 'Please upload Certificate'],
      [{ transcripts: ' ' }, 'transcripts', 'Please upload Transcripts'],
      [{ nationalId: '' }, 'nationalId', 'Please upload National ID Document'],
      [{ profilePhoto: '' }, 'profilePhoto', 'Please upload Profile photo'],
      [{ certificate: '', profilePhoto: '' }, 'certificate', 'Please upload Certificate'],
    ];
    for (const [overrides, field, message] of cases) {
      const payload = await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: { ...docs, ...overrides } }, learner.jar);
      expect(payload.userErrors, message).toEqual([{ field, code: 'INVALID', message }]);
    }
  });

  it("refuses a document of a type it does not take, with the spec's message (spec part 3, 5.6)", async () => {
    const docs = { certificate: '1111-a.pdf', transcripts: '1112-b.pdf', passport: '1115-p.pdf', nationalId: '1113-c.png', profilePhoto: '1114-d.png' };
    const passport = await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: docs }, learner.jar);
    expect(passport.userErrors).toEqual([{ field: 'passport', code: 'INVALID', message: 'Passport Only images with .jpg, .jpeg, .png extension are allowed.' }]);
    const certificate = await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: { ...docs, passport: '', certificate: '1111-a.docx' } }, learner.jar);
    expect(certificate.userErrors).toEqual([{ field: 'certificate', code: 'INVALID', message: 'Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.' }]);
  });

  it('refuses file names the learner never uploaded, or that someone else uploaded', async () => {
    const uploaded = await uploadWizardDocuments({ eid: learner.email });
    const unknown = await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: { ...uploaded, transcripts: '4242-never-uploaded.pdf' } }, learner.jar);
    expect(unknown.userErrors).toEqual([{ field: 'transcripts', code: 'INVALID', message: 'Transcripts: the file was not found. Please upload it again.' }]);

    const theirs = await uploadFile({ eid: DEMO.second.email }, '5151-their-photo.png');
    const foreign = await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: { ...uploaded, profilePhoto: theirs } }, learner.jar);
    expect(foreign.userErrors).toEqual([{ field: 'profilePhoto', code: 'INVALID', message: 'Profile photo: the file was not found. Please upload it again.' }]);
  });

  it('saves uploaded documents, shown with signed addresses, then Scholarship, then submits', async () => {
    const uploaded = await uploadWizardDocuments({ eid: learner.email });
    const saved = await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: uploaded }, learner.jar);
    expect(saved.userErrors).toEqual([]);
    expect(saved.application!.documents).toMatchObject({
      certificate: { name: uploaded.certificate, url: expect.stringMatching(/signature=/) },
      passport: null,
      profilePhoto: { name: uploaded.profilePhoto, url: expect.any(String) },
    });
    const photo = await fetch(saved.application!.documents!.profilePhoto!.url!);
    expect(photo.status).toBe(200);

    // Scholarship "saves with empty values and moves on" (spec part 3, 4.2).
    const scholarship = await mutate(gateway, SAVE_SCHOLARSHIP, { programId: '303', scholarship: { scholarship: null } }, learner.jar);
    expect(scholarship.userErrors).toEqual([]);
    expect(scholarship.application!.scholarship).toEqual({ scholarship: null, learningCenter: '', learningCenterCode: '', learningCenterName: '' });

    const submitted = await mutate(gateway, SUBMIT, { programId: '303' }, learner.jar);
    expect(submitted.userErrors).toEqual([]);
    expect(submitted.application).toMatchObject({ id: applicationId, status: 'SUBMITTED', editable: false, action: 'UNDER_REVIEW' });
    expect(submitted.application!.steps.map((s) => s.reached)).toEqual([true, true, false]);
  });

  it('cannot be changed or submitted again once submitted (spec part 3, 4.1)', async () => {
    const refusal = [{ field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }];
    expect((await mutate(gateway, SAVE_GENERAL, general(), learner.jar)).userErrors).toEqual(refusal);
    expect((await mutate(gateway, SAVE_EDUCATION, education(), learner.jar)).userErrors).toEqual(refusal);
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { programId: '303', scholarship: { scholarship: false } }, learner.jar)).userErrors).toEqual(refusal);
    expect((await mutate(gateway, SUBMIT, { programId: '303' }, learner.jar)).userErrors).toEqual(refusal);
    const stored = await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: learner.email, pid: 303, bpid: 3031, action: 1 });
    expect(stored.pstatus).toBe(2);
    expect(stored.generalinfo).toMatchObject({ 'Middle Name': 'Ada' });
  });
});

describe('documents uploaded through uploadCreate (docs/architecture.md invariant 4)', () => {
  const UPLOAD_CREATE = /* GraphQL */ `
    mutation UploadCreate($input: UploadCreateInput!) {
      uploadCreate(input: $input) {
        upload {
          fileName
          uploadUrl
        }
        userErrors {
          message
        }
      }
    }
  `;
  async function upload(jar: CookieJar, kind: string, fileName: string, contentType: string): Promise<string> {
    const size = 70_000;
    const result = await gql<{ uploadCreate: { upload: { fileName: string; uploadUrl: string } } }>(gateway, UPLOAD_CREATE, { input: { kind, fileName, contentType, size } }, { jar });
    expect(result.body.errors).toBeUndefined();
    const { fileName: stored, uploadUrl } = result.body.data!.uploadCreate.upload;
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: fileBytes(contentType, size) })).status).toBe(200);
    return stored;
  }

  it('are accepted by name once uploaded, and each shows with its own address', async () => {
    const { jar } = await createLearner(gateway, 'upload-create');
    const documents = {
      certificate: await upload(jar, 'CERTIFICATE', 'my degree.pdf', 'application/pdf'),
      transcripts: await upload(jar, 'TRANSCRIPTS', 'marks.png', 'image/png'),
      passport: await upload(jar, 'PASSPORT', 'passport.jpg', 'image/jpeg'),
      nationalId: await upload(jar, 'NATIONAL_ID', 'id card.jpeg', 'image/jpeg'),
      profilePhoto: await upload(jar, 'PROFILE_PHOTO', 'me.png', 'image/png'),
    };
    expect(documents.certificate).toMatch(/^\d{4}-/);
    // Upload Documents opens once General Information and Education are saved (spec part 3, 4.2).
    expect((await mutate(gateway, SAVE_GENERAL, { programId: '402', generalInfo: GENERAL_INFO }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_EDUCATION, { programId: '402', education: EDUCATION }, jar)).userErrors).toEqual([]);
    const saved = await mutate(gateway, SAVE_DOCUMENTS, { programId: '402', documents }, jar);
    expect(saved.userErrors).toEqual([]);
    for (const field of Object.keys(documents)) {
      expect(saved.application!.documents![field], field).toMatchObject({ name: documents[field as keyof typeof documents], url: expect.stringContaining('/files/') });
    }
  });
});

describe('status moves nobody may make', () => {
  it("refuses to change the demo learner's submitted and approved applications, and changes nothing", async () => {
    const before = await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: DEMO.learner.email, pid: 401, bpid: 4011, action: 1 });
    const refusal = [{ field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }];
    expect((await mutate(gateway, SAVE_GENERAL, { ...general(), programId: '401' }, demoJar)).userErrors).toEqual(refusal);
    expect((await mutate(gateway, SUBMIT, { programId: '401' }, demoJar)).userErrors).toEqual(refusal);
    // Approved (3): only the university sets it; the applicant cannot submit it back to review.
    expect((await mutate(gateway, SUBMIT, { programId: '301' }, demoJar)).userErrors).toEqual(refusal);
    expect((await mutate(gateway, SAVE_EDUCATION, { ...education(), programId: '503' }, demoJar)).userErrors).toEqual(refusal);
    expect(await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: DEMO.learner.email, pid: 401, bpid: 4011, action: 1 })).toEqual(before);
  });

  it("saving for a program another learner applied to makes the learner's own application and leaves theirs untouched", async () => {
    const theirs = await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: DEMO.learner.email, pid: 302, bpid: 3021, action: 1 });
    const { email, jar } = await createLearner(gateway, 'other-program');
    const payload = await mutate(gateway, SAVE_GENERAL, { ...general({ firstName: 'Intruder' }), programId: '302' }, jar);
    expect(payload.userErrors).toEqual([]);
    expect(payload.application!.id).not.toBe(theirs.applicationid);
    expect(payload.application!.generalInfo).toMatchObject({ firstName: 'Intruder', email });
    expect(await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: DEMO.learner.email, pid: 302, bpid: 3021, action: 1 })).toEqual(theirs);
  });

  it('two learners starting applications to one batch in the same second get different ids', async () => {
    const [a, b] = await Promise.all([createLearner(gateway, 'same-second-a'), createLearner(gateway, 'same-second-b')]);
    const [first, second] = await Promise.all([mutate(gateway, SAVE_GENERAL, { ...general(), programId: '501' }, a.jar), mutate(gateway, SAVE_GENERAL, { ...general(), programId: '501' }, b.jar)]);
    expect([first.userErrors, second.userErrors]).toEqual([[], []]);
    expect(first.application!.id).toMatch(/^5012-\d{10}$/);
    expect(second.application!.id).toMatch(/^5012-\d{10}$/);
    expect(first.application!.id).not.toBe(second.application!.id);
  });

  it('a learner who never applied cannot submit an empty application', async () => {
    const { jar } = await createLearner(gateway, 'empty-submit');
    const payload = await mutate(gateway, SUBMIT, { programId: '402' }, jar);
    expect(payload.userErrors).toEqual([{ field: null, code: 'INVALID', message: 'Please save General Information before submitting.' }]);
  });

  it('needs a session for every wizard mutation, and a real program', async () => {
    const anonymous = await gql(gateway, SAVE_GENERAL, { input: general() });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await gql(gateway, SAVE_GENERAL, { input: { ...general(), programId: '999' } }, { jar: learner.jar });
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // A forged session cookie is no session either.
    const forged = await gql(gateway, SUBMIT, { input: { programId: '303' } }, { headers: { Cookie: `${COOKIE.id}=not.a.token` } });
    expect(forged.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
