/**
 * Integrators call the gateway directly, so every rule the web enforces is
 * enforced here too (issue 10): the wizard's tab order, the closed lists, the
 * numeric phone, the partner channel's scholarship and learning centre, and
 * the paper form's order with the checks the spec does not have after its
 * sixteen (spec part 3, sections 2.4, 3.2-3.5, 4.2, 5.1-5.6 and 6).
 */
import type { ApplicationRecord } from '@portal/contract';
import { sectionToWire } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, cloudCall, freshApplicationId, gql, startGateway, type TestGateway } from '../../../test/support.js';
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
  partnerBrowser,
  uploadFile,
  uploadWizardDocuments,
  type ApplicationShape,
} from './admissions-test-support.js';

const PRE = 'PRE_REGISTRATION';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

const invalid = (field: string | null, message: string) => [{ field, code: 'INVALID', message }];

describe('tab order (spec part 3, 2.4 and 4.2): a tab is saved only after the one before it', () => {
  it('refuses Education, Upload Documents and Scholarship before the earlier tabs, naming the tab to save, and stores nothing', async () => {
    const { email, jar } = await createLearner(gateway, 'tab-order');
    const documents = await uploadWizardDocuments({ eid: email });
    const saves = () => cloudCalls(gateway, '/updateUserApplication');

    let before = saves();
    expect((await mutate(gateway, SAVE_EDUCATION, { programId: '402', education: EDUCATION }, jar)).userErrors).toEqual(invalid(null, 'Please save General Information first.'));
    expect((await mutate(gateway, SAVE_DOCUMENTS, { programId: '402', documents }, jar)).userErrors).toEqual(invalid(null, 'Please save Education first.'));
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { programId: '402', scholarship: { scholarship: false } }, jar)).userErrors).toEqual(invalid(null, 'Please save Upload Documents first.'));
    // Only the loads that found the application missing: no save went out.
    expect(saves() - before).toBe(3);
    const stored = await cloudCall<ApplicationRecord>('/updateUserApplication', { eid: email, pid: 402, bpid: 4022, action: 1 });
    expect(stored).toMatchObject({ applicationid: null, pstatus: 0 });

    expect((await mutate(gateway, SAVE_GENERAL, { programId: '402', generalInfo: GENERAL_INFO }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_DOCUMENTS, { programId: '402', documents }, jar)).userErrors).toEqual(invalid(null, 'Please save Education first.'));
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { programId: '402', scholarship: { scholarship: false } }, jar)).userErrors).toEqual(invalid(null, 'Please save Upload Documents first.'));
    before = saves();
    expect((await mutate(gateway, SAVE_EDUCATION, { programId: '402', education: EDUCATION }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_DOCUMENTS, { programId: '402', documents }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { programId: '402', scholarship: { scholarship: false } }, jar)).userErrors).toEqual([]);
    expect(saves() - before).toBe(6);
  });

  it('holds for the pre-registration wizard too', async () => {
    const jar = await partnerBrowser(gateway, 'partner1@scholar.example', '503');
    expect((await mutate(gateway, SAVE_EDUCATION, { variant: PRE, programId: '503', education: EDUCATION }, jar)).userErrors).toEqual(invalid(null, 'Please save General Information first.'));
    expect((await mutate(gateway, SAVE_SCHOLARSHIP, { variant: PRE, programId: '503', scholarship: { scholarship: true } }, jar)).userErrors).toEqual(
      invalid(null, 'Please save Upload Documents first.'),
    );
  });
});

describe('closed lists and the numeric phone (spec part 3, 3.2-3.4, 5.6): refused before any call', () => {
  let jar: CookieJar;
  beforeAll(async () => {
    jar = (await createLearner(gateway, 'closed-lists')).jar;
  });

  it.each([
    ['countryCode', { countryCode: '44' }, 'Please choose a country code from the list'],
    ['phone', { phone: '+234 801 234' }, 'Phone number can contain digits only'],
    ['phone', { phone: '801-234-5678' }, 'Phone number can contain digits only'],
    ['countryOfResidence', { countryOfResidence: 'Atlantis' }, 'Please choose a Country of residence from the list'],
    // The other list's spelling belongs to the pre-registration wizard (docs/decisions/067).
    ['countryOfResidence', { countryOfResidence: 'Mazambique' }, 'Please choose a Country of residence from the list'],
  ])('General Information %s: refuses %j', async (field, overrides, message) => {
    const calls = cloudCalls(gateway, '/updateUserApplication');
    const payload = await mutate(gateway, SAVE_GENERAL, { programId: '402', generalInfo: { ...GENERAL_INFO, ...overrides } }, jar);
    expect(payload).toEqual({ application: null, userErrors: invalid(field, message) });
    expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls);
  });

  it.each([
    ['educationType', { educationType: 'PhD' }, 'Please choose an Education Type from the list'],
    ['specialization', { specialization: 'Astrology' }, 'Please choose a Specialization from the list'],
  ])('Education %s: refuses %j', async (field, overrides, message) => {
    const payload = await mutate(gateway, SAVE_EDUCATION, { programId: '402', education: { ...EDUCATION, ...overrides } }, jar);
    expect(payload).toEqual({ application: null, userErrors: invalid(field, message) });
  });

  it("the spec's own message comes first when it applies", async () => {
    const payload = await mutate(gateway, SAVE_GENERAL, { programId: '402', generalInfo: { ...GENERAL_INFO, countryOfResidence: 'Atlantis', permanentPin: '' } }, jar);
    expect(payload.userErrors).toEqual(invalid('permanentPin', 'Please enter Permanent address Pincode'));
  });

  it.each([
    ['gender', { gender: 'Female' }],
    ['internationalStudent', { internationalStudent: 'Yes' }],
  ])('General Information %s: a value outside the schema (%j) is refused by the schema itself, and nothing is sent', async (_field, overrides) => {
    const calls = cloudCalls(gateway, '/updateUserApplication');
    const result = await gql(gateway, SAVE_GENERAL, { input: { programId: '402', generalInfo: { ...GENERAL_INFO, ...overrides } } }, { jar });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls);
  });

  it('the pre-registration wizard takes its own country-of-residence list, spelled as the spec spells it', async () => {
    const partner = await partnerBrowser(gateway, 'partner2@scholar.example', '102');
    const general = (countryOfResidence: string) => ({ variant: PRE, programId: '102', generalInfo: { ...GENERAL_INFO, countryOfResidence } });
    expect((await mutate(gateway, SAVE_GENERAL, general('Mozambique'), partner)).userErrors).toEqual(invalid('countryOfResidence', 'Please choose a Country of residence from the list'));
    const saved = await mutate(gateway, SAVE_GENERAL, general('Mazambique'), partner);
    expect(saved.userErrors).toEqual([]);
    expect(saved.application!.generalInfo).toMatchObject({ countryOfResidence: 'Mazambique' });
  });
});

describe('the Learning Center is a choice from the list (spec part 3, 3.5)', () => {
  it('a signed-in applicant may choose one of the list, or none, and nothing else', async () => {
    const { email, jar } = await createLearner(gateway, 'learning-centre');
    expect((await mutate(gateway, SAVE_GENERAL, { programId: '402', generalInfo: GENERAL_INFO }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_EDUCATION, { programId: '402', education: EDUCATION }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_DOCUMENTS, { programId: '402', documents: await uploadWizardDocuments({ eid: email }) }, jar)).userErrors).toEqual([]);

    const save = (scholarship: { scholarship?: boolean | null; learningCenter?: string }) => mutate(gateway, SAVE_SCHOLARSHIP, { programId: '402', scholarship }, jar);
    expect((await save({ scholarship: true, learningCenter: 'My own garage' })).userErrors).toEqual(invalid('learningCenter', 'Please choose a Learning Center from the list'));
    const saved = await save({ scholarship: true, learningCenter: 'Has to be updated in iLearn' });
    expect(saved.userErrors).toEqual([]);
    expect(saved.application!.scholarship).toEqual({ scholarship: true, learningCenter: 'Has to be updated in iLearn', learningCenterCode: '', learningCenterName: '' });
  });
});

describe('partner-channel applicants (spec part 3, 4.2 and 6): scholarship Yes at the partner learning centre, for every variant', () => {
  it('pre-registration: No is refused, a centre of the list may be chosen, the partner code and name are kept', async () => {
    const jar = await partnerBrowser(gateway, 'partner1@scholar.example', '102');
    expect((await mutate(gateway, SAVE_GENERAL, { variant: PRE, programId: '102', generalInfo: GENERAL_INFO }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_EDUCATION, { variant: PRE, programId: '102', education: EDUCATION }, jar)).userErrors).toEqual([]);
    const documents = await uploadWizardDocuments({ email: 'partner1@scholar.example' }, 'preregistration');
    expect((await mutate(gateway, SAVE_DOCUMENTS, { variant: PRE, programId: '102', documents }, jar)).userErrors).toEqual([]);

    // Not submittable before the Scholarship tab is saved.
    expect((await mutate(gateway, SUBMIT, { variant: PRE, programId: '102' }, jar)).userErrors).toEqual(invalid(null, 'Please save Scholarship before submitting.'));

    const save = (scholarship: { scholarship?: boolean | null; learningCenter?: string }) => mutate(gateway, SAVE_SCHOLARSHIP, { variant: PRE, programId: '102', scholarship }, jar);
    expect((await save({ scholarship: false, learningCenter: '' })).userErrors).toEqual(invalid('scholarship', 'As a partner-country applicant you apply with Scholarship Yes'));
    expect((await save({ scholarship: true, learningCenter: 'Nowhere Polytechnic' })).userErrors).toEqual(invalid('learningCenter', 'Please choose a Learning Center from the list'));
    const chosen = await save({ scholarship: true, learningCenter: 'University of Lagos' });
    expect(chosen.userErrors).toEqual([]);
    expect(chosen.application!.scholarship).toEqual({
      scholarship: true,
      learningCenter: 'University of Lagos',
      learningCenterCode: 'LC-GH-01',
      learningCenterName: 'University of Ghana, Legon',
    });
    expect((await mutate(gateway, SUBMIT, { variant: PRE, programId: '102' }, jar)).userErrors).toEqual([]);
  });

  it('signed in, on an application the university marked partner-channel: Yes and a centre are required to save and to submit', async () => {
    const { email, jar } = await createLearner(gateway, 'evbab');
    // The university's side marks the application evbab (spec part 3, 3.2: evbab, evbabdata) with the partner centre.
    await cloudCall('/updateUserApplication', {
      eid: email,
      emailid: email,
      pid: 303,
      bpid: 3031,
      action: 0,
      pstatus: 1,
      appid: freshApplicationId(3031),
      evbab: 1,
      typeobj: 'generalinfo',
      appobj: sectionToWire('generalinfo', { ...GENERAL_INFO, email, gender: 'Female', internationalStudent: 'Yes' }),
    });
    const loaded = await gql<{ viewer: { application: ApplicationShape } }>(gateway, VIEWER_APPLICATION, { programId: '303' }, { jar });
    expect(loaded.body.data!.viewer.application.partnerChannel).toBe(true);

    expect((await mutate(gateway, SAVE_EDUCATION, { programId: '303', education: EDUCATION }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SAVE_DOCUMENTS, { programId: '303', documents: await uploadWizardDocuments({ eid: email }) }, jar)).userErrors).toEqual([]);
    expect((await mutate(gateway, SUBMIT, { programId: '303' }, jar)).userErrors).toEqual(invalid(null, 'Please save Scholarship before submitting.'));

    const save = (scholarship: { scholarship?: boolean | null; learningCenter?: string }) => mutate(gateway, SAVE_SCHOLARSHIP, { programId: '303', scholarship }, jar);
    expect((await save({ scholarship: false, learningCenter: 'University of Lagos' })).userErrors).toEqual(invalid('scholarship', 'As a partner-country applicant you apply with Scholarship Yes'));
    // No partner data to fall back on: the applicant chooses the centre.
    expect((await save({ scholarship: null, learningCenter: '' })).userErrors).toEqual(invalid('learningCenter', 'Please choose your Learning Center'));
    const saved = await save({ scholarship: null, learningCenter: 'University of Zambia, Lusaka' });
    expect(saved.userErrors).toEqual([]);
    expect(saved.application!.scholarship).toMatchObject({ scholarship: true, learningCenter: 'University of Zambia, Lusaka' });
    expect((await mutate(gateway, SUBMIT, { programId: '303' }, jar)).userErrors).toEqual([]);
  });
});

describe('the paper form (spec part 3, 5.1 and 5.2): the sixteen checks first, ours after them', () => {
  const SUBMIT_PAPER = /* GraphQL */ `
    mutation SubmitPaper($input: ApplicationSubmitPaperFormInput!) {
      applicationSubmitPaperForm(input: $input) {
        application {
          id
          status
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `;
  const rows = <T>(n: number, row: T) => Array.from({ length: n }, () => ({ ...row }));
  const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  let jar: CookieJar;
  let files: Record<'photo' | 'signature' | 'tenth' | 'twelfth' | 'idProof', string>;

  beforeAll(async () => {
    const learner = await createLearner(gateway, 'paper-order');
    jar = learner.jar;
    const owner = { eid: learner.email };
    files = {
      photo: await uploadFile(owner, '3001-photo.jpg'),
      signature: await uploadFile(owner, '3002-signature.png'),
      tenth: await uploadFile(owner, '3003-tenth.jpg'),
      twelfth: await uploadFile(owner, '3004-twelfth.jpg'),
      idProof: await uploadFile(owner, '3005-id.png'),
    };
  });

  function form(overrides: Record<string, unknown> = {}) {
    const exam = (subject: string, n: number) => ({ year: '2014', registrationNo: 'REG-1', subjects: [{ subject, grade: 'A' }, ...rows(n - 1, { subject: '', grade: '' })] });
    return {
      title: 'MISS',
      surname: 'Okoro',
      firstName: 'Imani',
      maidenName: '',
      dateOfBirth: '1998-07-21',
      nationality: 'Nigerian',
      nationalId: 'NIC-778',
      passport: '',
      address: '12 Marina Road, Lagos',
      phone: '2348012345678',
      programmes: [{ title: '', studyMode: 'FULL_TIME' }],
      tenth: exam('Mathematics', 8),
      gce: { year: '', registrationNo: '', subjects: rows(8, { subject: '', grade: '' }) },
      twelfth: exam('Physics', 4),
      subsidiary: rows(3, { subject: '', grade: '' }),
      aLevel: rows(4, { subject: '', grade: '' }),
      otherSecondaryYear: '',
      otherSecondaryRegistrationNo: '',
      otherSecondary: rows(3, { course: '', award: '', gradeAwarded: '', year: '', duration: '' }),
      postgraduate: rows(3, { from: '', to: '', university: '', qualification: '', mainSubjects: '', grade: '' }),
      attestationAttached: false,
      paySlipAttached: false,
      bankDraftNo: '',
      declarationAccepted: true,
      attachmentsConfirmed: true,
      documents: { sixth: '', sixthA: '', tenth: files.tenth, twelfth: files.twelfth, degreeMarks: '', masters: '', idProof: files.idProof },
      draftAttached: false,
      disability: false,
      sectionsCompleted: true,
      evidenceAttached: false,
      certificatesAttached: true,
      signingDate: utcDay(),
      signatureFile: files.signature,
      profilePhoto: files.photo,
      ...overrides,
    };
  }
  const submit = async (input: Record<string, unknown>) => {
    const result = await gql<{ applicationSubmitPaperForm: { userErrors: unknown[] } }>(gateway, SUBMIT_PAPER, { input: { programId: '402', form: input } }, { jar });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.applicationSubmitPaperForm.userErrors;
  };

  it('a learner who left the date and the signature out is asked for the signature file, as 5.2 says', async () => {
    expect(await submit(form({ signingDate: null, signatureFile: '' }))).toEqual(invalid('signatureFile', 'Please select Signature file'));
    expect(await submit(form({ signingDate: null }))).toEqual(invalid('signingDate', 'Please select the date'));
  });

  it('a too-young applicant who also left check 10 to 16 out hears about those first', async () => {
    const young = utcDay(-365 * 5);
    expect(await submit(form({ dateOfBirth: young, declarationAccepted: false }))).toEqual(invalid('declarationAccepted', 'Please enter declaration applicant fields'));
    expect(await submit(form({ dateOfBirth: young, documents: { ...form().documents, idProof: '' } }))).toEqual(invalid('documents.idProof', 'Please select ID proof file'));
    expect(await submit(form({ dateOfBirth: young }))).toEqual(invalid('dateOfBirth', 'Applicant must be at least 10 years old'));
  });

  it('refuses a phone that is not digits (5.1: phone fields are numeric), after the sixteen', async () => {
    expect(await submit(form({ phone: '+234 801', signatureFile: '' }))).toEqual(invalid('signatureFile', 'Please select Signature file'));
    expect(await submit(form({ phone: '+234 801' }))).toEqual(invalid('phone', 'Phone number can contain digits only'));
  });
});
