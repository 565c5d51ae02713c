import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gql, signIn, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';
import { cloudCalls, createLearner, mutate, uploadFile } from './admissions-test-support.js';

// A draft of the paper form (docs/decisions/065): kept without the 16 checks of
// spec part 3, 5.2, read back through the application, and still refused once submitted.

const PAPER_FORM_FIELDS = /* GraphQL */ `
  title surname firstName email dateOfBirth phone nationalId signingDate profilePhoto signatureFile declarationAccepted
  programmes { title studyMode }
  tenth { year registrationNo subjects { subject grade } }
  twelfth { year registrationNo subjects { subject grade } }
  otherSecondaryYear bankDraftNo disability
  documents { tenth twelfth idProof }
`;
const PAYLOAD = /* GraphQL */ `application { id status editable paperForm { ${PAPER_FORM_FIELDS} } } userErrors { field code message }`;
const SAVE_DRAFT = /* GraphQL */ `
  mutation SavePaperDraft($input: ApplicationSavePaperFormDraftInput!) { applicationSavePaperFormDraft(input: $input) { ${PAYLOAD} } }
`;
const SUBMIT_PAPER = /* GraphQL */ `
  mutation SubmitPaper($input: ApplicationSubmitPaperFormInput!) { applicationSubmitPaperForm(input: $input) { ${PAYLOAD} } }
`;
const VIEWER_PAPER_FORM = /* GraphQL */ `
  query ViewerPaperForm($programId: ID!) { viewer { application(programId: $programId) { id status paperForm { ${PAPER_FORM_FIELDS} } } } }
`;

type PaperApplication = { id: string | null; status: string; editable?: boolean; paperForm: Record<string, unknown> | null };
type PaperPayload = { application: PaperApplication | null; userErrors: { field: string | null; code: string; message: string }[] };

const rows = <T>(n: number, row: T) => Array.from({ length: n }, () => ({ ...row }));
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const PROGRAM = '402';

/** The paper form as the web sends it before anything is typed: every fixed row, all blank. */
function blankForm(overrides: Record<string, unknown> = {}) {
  const exam = (n: number) => ({ year: '', registrationNo: '', subjects: rows(n, { subject: '', grade: '' }) });
  return {
    title: null,
    surname: '',
    firstName: '',
    maidenName: '',
    dateOfBirth: null,
    nationality: '',
    nationalId: '',
    passport: '',
    address: '',
    phone: '',
    programmes: rows(2, { title: '', studyMode: null }),
    tenth: exam(8),
    gce: exam(8),
    twelfth: exam(4),
    subsidiary: rows(3, { subject: '', grade: '' }),
    aLevel: rows(4, { subject: '', grade: '' }),
    otherSecondaryYear: '',
    otherSecondaryRegistrationNo: '',
    otherSecondary: rows(3, { course: '', award: '', gradeAwarded: '', year: '', duration: '' }),
    postgraduate: rows(3, { from: '', to: '', university: '', qualification: '', mainSubjects: '', grade: '' }),
    attestationAttached: false,
    paySlipAttached: false,
    bankDraftNo: '',
    declarationAccepted: false,
    attachmentsConfirmed: false,
    documents: { sixth: '', sixthA: '', tenth: '', twelfth: '', degreeMarks: '', masters: '', idProof: '' },
    draftAttached: false,
    disability: false,
    sectionsCompleted: false,
    evidenceAttached: false,
    certificatesAttached: false,
    signingDate: null,
    signatureFile: '',
    profilePhoto: '',
    ...overrides,
  };
}

let gateway: TestGateway;
let learner: { email: string; jar: CookieJar };
let other: { email: string; jar: CookieJar };
let files: Record<'photo' | 'signature' | 'tenth' | 'twelfth' | 'idProof', string>;

beforeAll(async () => {
  gateway = await startGateway();
  learner = await createLearner(gateway, 'paper-draft');
  other = await createLearner(gateway, 'paper-draft-other', 'Kwame Asante');
  const owner = { eid: learner.email };
  files = {
    photo: await uploadFile(owner, '3001-photo.jpg'),
    signature: await uploadFile(owner, '3002-signature.png'),
    tenth: await uploadFile(owner, '3003-tenth.jpg'),
    twelfth: await uploadFile(owner, '3004-twelfth.jpg'),
    idProof: await uploadFile(owner, '3005-id.png'),
  };
});
afterAll(async () => {
  await gateway?.close();
});

const saveDraft = (form: Record<string, unknown>, jar = learner.jar, programId = PROGRAM) => mutate(gateway, SAVE_DRAFT, { programId, form }, jar) as unknown as Promise<PaperPayload>;
const submit = (form: Record<string, unknown>, jar = learner.jar) => mutate(gateway, SUBMIT_PAPER, { programId: PROGRAM, form }, jar) as unknown as Promise<PaperPayload>;
async function viewerApplication(jar: CookieJar, programId = PROGRAM): Promise<PaperApplication> {
  const result = await gql<{ viewer: { application: PaperApplication } }>(gateway, VIEWER_PAPER_FORM, { programId }, { jar });
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data!.viewer.application;
}

describe('the paper form draft (docs/decisions/065)', () => {
  it('needs a session', async () => {
    const result = await gql(gateway, SAVE_DRAFT, { input: { programId: PROGRAM, form: blankForm() } });
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a file name that is not this learner\u2019s finished upload, and saves nothing', async () => {
    const foreign = await uploadFile({ eid: other.email }, '3099-someone-elses.png');
    for (const signatureFile of ['9999-not-uploaded.png', foreign]) {
      const payload = await saveDraft(blankForm({ firstName: 'Imani', signatureFile }));
      expect(payload).toEqual({
        application: null,
        userErrors: [{ field: 'signatureFile', code: 'INVALID', message: 'Signature: the file was not found. Please upload it again.' }],
      });
    }
    // (loads go through /updateUserApplication too, so the status says nothing was saved)
    expect(await viewerApplication(learner.jar)).toMatchObject({ id: null, status: 'NOT_STARTED', paperForm: null });
  });

  it('keeps a form with almost nothing filled, as a DRAFT, and gives it back through the application', async () => {
    const payload = await saveDraft(blankForm({ firstName: 'Imani', surname: 'Okoro', tenth: { ...blankForm().tenth, year: '2014' }, profilePhoto: files.photo, dateOfBirth: utcDay(-365 * 2) }));
    expect(payload.userErrors).toEqual([]);
    expect(payload.application).toMatchObject({ status: 'DRAFT', editable: true });
    expect(payload.application?.id).toMatch(/^4022-\d{10}$/);

    const loaded = await viewerApplication(learner.jar);
    expect(loaded).toMatchObject({ id: payload.application?.id, status: 'DRAFT' });
    expect(loaded.paperForm).toMatchObject({
      firstName: 'Imani',
      surname: 'Okoro',
      title: null,
      phone: '',
      // a date of birth the submit would refuse (5.1) is kept as typed in a draft
      dateOfBirth: utcDay(-365 * 2),
      profilePhoto: files.photo,
      signatureFile: '',
      email: learner.email,
      tenth: { year: '2014', registrationNo: '' },
    });
    // The first programme row is the chosen program, whatever was sent (spec part 3, 3.1).
    const programmes = loaded.paperForm?.programmes as { title: string }[];
    expect(programmes[0].title.length).toBeGreaterThan(0);
  });

  it('saves over the previous draft, keeping the application id', async () => {
    const first = await viewerApplication(learner.jar);
    const payload = await saveDraft(blankForm({ firstName: 'Imani', phone: '2348012345678', profilePhoto: files.photo }));
    expect(payload.userErrors).toEqual([]);
    expect(payload.application).toMatchObject({ id: first.id, status: 'DRAFT' });
    expect((await viewerApplication(learner.jar)).paperForm).toMatchObject({ firstName: 'Imani', surname: '', phone: '2348012345678' });
  });

  it('is never seen by another learner', async () => {
    const theirs = await viewerApplication(other.jar);
    expect(theirs).toMatchObject({ id: null, status: 'NOT_STARTED', paperForm: null });
  });

  it('is refused for applications the paper form does not open for: submitted, approved, reopened (spec part 3, 4.1)', async () => {
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    for (const [programId, status] of [
      ['401', 'SUBMITTED'],
      ['301', 'APPROVED'],
      ['601', 'EDITABLE'],
    ]) {
      const payload = await saveDraft(blankForm({ firstName: 'Asha' }), jar, programId);
      expect(payload.userErrors, programId).toEqual([{ field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }]);
      expect((await viewerApplication(jar, programId)).status, programId).toBe(status);
    }
  });

  it('does not excuse the submit: the 16 checks still run in order, and a full form then submits the draft', async () => {
    const calls = cloudCalls(gateway, '/updateUserApplication');
    const failures: string[] = [];
    let form = blankForm();
    const steps: Record<string, unknown>[] = [
      { profilePhoto: files.photo },
      { firstName: 'Imani' },
      { title: 'MISS' },
      { phone: '2348012345678' },
      { nationalId: 'NIC-778' },
      { nationality: 'Nigerian' },
      { address: '12 Marina Road, Lagos' },
      { dateOfBirth: '1998-07-21' },
      { declarationAccepted: true },
      { tenth: { year: '2014', registrationNo: 'REG-1', subjects: [{ subject: 'Mathematics', grade: 'A' }, ...rows(7, { subject: '', grade: '' })] } },
      { twelfth: { year: '2016', registrationNo: 'REG-2', subjects: [{ subject: 'Physics', grade: 'B' }, ...rows(3, { subject: '', grade: '' })] } },
      { signatureFile: files.signature },
      { documents: { ...blankForm().documents, tenth: files.tenth } },
      { documents: { ...blankForm().documents, tenth: files.tenth, twelfth: files.twelfth } },
      { documents: { ...blankForm().documents, tenth: files.tenth, twelfth: files.twelfth, idProof: files.idProof } },
    ];
    for (const step of steps) {
      const payload = await submit(form);
      expect(payload.application).toBeNull();
      failures.push(payload.userErrors[0].message);
      form = { ...form, ...step };
    }
    const last = await submit(form);
    failures.push(last.userErrors[0]?.message);
    expect(failures).toEqual([
      'Please select Profile photo',
      'Name cannot be empty',
      'Please choose a title',
      'Phone number cannot be empty',
      'NIC number cannot be empty',
      'Please enter nationality',
      'Please enter address',
      'Please select DOB',
      'Please enter declaration applicant fields',
      'Please enter 10th Standard year',
      'Please enter 12th Standard year',
      'Please select Signature file',
      'Please select 10th certificate',
      'Please select 12th certificate',
      'Please select ID proof file',
      // 5.1's signing date, not one of 5.2's sixteen, so after them (docs/decisions/068)
      'Please select the date',
    ]);
    expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls);

    const draft = await viewerApplication(learner.jar);
    const submitted = await submit({ ...form, signingDate: utcDay() });
    expect(submitted.userErrors).toEqual([]);
    expect(submitted.application).toMatchObject({ id: draft.id, status: 'SUBMITTED', editable: false });
  });

  it('cannot be saved once the form is submitted, and the submitted form stays as it was', async () => {
    const payload = await saveDraft(blankForm({ firstName: 'Changed' }));
    expect(payload.userErrors).toEqual([{ field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }]);
    const loaded = await viewerApplication(learner.jar);
    expect(loaded).toMatchObject({ status: 'SUBMITTED', paperForm: { firstName: 'Imani', title: 'MISS', nationalId: 'NIC-778' } });
  });
});
