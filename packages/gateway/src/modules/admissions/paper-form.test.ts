import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gql, signIn, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';
import { cloudCalls, createLearner, mutate, uploadFile } from './admissions-test-support.js';
import { earliestToday } from './dates.js';

const SUBMIT_PAPER = /* GraphQL */ `
  mutation SubmitPaper($input: ApplicationSubmitPaperFormInput!) {
    applicationSubmitPaperForm(input: $input) {
      application {
        id
        status
        editable
        paperForm {
          title
          firstName
          email
          dateOfBirth
          signingDate
          profilePhoto
          signatureFile
          declarationAccepted
          programmes {
            title
            studyMode
          }
          tenth {
            year
            registrationNo
            subjects {
              subject
              grade
            }
          }
          otherSecondaryYear
          otherSecondary {
            course
          }
          attestationAttached
          bankDraftNo
          disability
          certificatesAttached
          documents {
            tenth
            twelfth
            idProof
          }
        }
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

let gateway: TestGateway;
let learner: { email: string; jar: CookieJar };
let files: Record<'photo' | 'signature' | 'tenth' | 'twelfth' | 'idProof', string>;

beforeAll(async () => {
  gateway = await startGateway();
  learner = await createLearner(gateway, 'paper');
  const owner = { eid: learner.email };
  files = {
    photo: await uploadFile(owner, '2001-photo.jpg'),
    signature: await uploadFile(owner, '2002-signature.png'),
    tenth: await uploadFile(owner, '2003-tenth.jpg'),
    twelfth: await uploadFile(owner, '2004-twelfth.jpg'),
    idProof: await uploadFile(owner, '2005-id.png'),
  };
});
afterAll(async () => {
  await gateway?.close();
});

function form(overrides: Record<string, unknown> = {}) {
  const exam = (subject: string) => ({ year: '2014', registrationNo: 'REG-1', subjects: [{ subject, grade: 'A' }, ...rows(7, { subject: '', grade: '' })] });
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
    programmes: [
      { title: 'anything', studyMode: 'FULL_TIME' },
      { title: '', studyMode: null },
    ],
    tenth: exam('Mathematics'),
    gce: { year: '', registrationNo: '', subjects: rows(8, { subject: '', grade: '' }) },
    twelfth: { ...exam('Physics'), subjects: [{ subject: 'Physics', grade: 'B' }, ...rows(3, { subject: '', grade: '' })] },
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
    documents: { sixth: '', sixthA: '', tenth: files?.tenth, twelfth: files?.twelfth, degreeMarks: '', masters: '', idProof: files?.idProof },
    draftAttached: false,
    disability: false,
    sectionsCompleted: true,
    evidenceAttached: false,
    certificatesAttached: true,
    signingDate: utcDay(),
    signatureFile: files?.signature,
    profilePhoto: files?.photo,
    ...overrides,
  };
}

const submit = (programId: string, input: Record<string, unknown>, jar = learner.jar) => mutate(gateway, SUBMIT_PAPER, { programId, form: input }, jar);

describe('the paper form checks (spec part 3, 5.2): 16 checks in order, first failure only, nothing sent before', () => {
  const tenth = (patch: Record<string, unknown>) => ({ tenth: { ...form().tenth, ...patch } });
  const twelfth = (patch: Record<string, unknown>) => ({ twelfth: { ...form().twelfth, ...patch } });
  // Applied when the test runs: the uploaded names exist only after beforeAll.
  const docs = (patch: Record<string, string>) => () => ({ documents: { ...form().documents, ...patch } });
  it.each([
    ['1', { profilePhoto: '' }, 'profilePhoto', 'Please select Profile photo'],
    ['2', { firstName: ' ' }, 'firstName', 'Name cannot be empty'],
    ['4', { title: null }, 'title', 'Please choose a title'],
    ['5', { phone: '' }, 'phone', 'Phone number cannot be empty'],
    ['6', { nationalId: '' }, 'nationalId', 'NIC number cannot be empty'],
    ['7', { nationality: '' }, 'nationality', 'Please enter nationality'],
    ['8', { address: '' }, 'address', 'Please enter address'],
    ['9', { dateOfBirth: null }, 'dateOfBirth', 'Please select DOB'],
    ['10', { declarationAccepted: false }, 'declarationAccepted', 'Please enter declaration applicant fields'],
    ['11 year', tenth({ year: '' }), 'tenth.year', 'Please enter 10th Standard year'],
    ['11 registration', tenth({ registrationNo: '' }), 'tenth.registrationNo', 'Please enter 10th Standard registration No'],
    ['11 subjects', tenth({ subjects: [{ subject: '', grade: 'A' }] }), 'tenth.subjects.0.subject', 'Please enter 10th Standard subjects'],
    ['11 grades', tenth({ subjects: [{ subject: 'Maths', grade: '' }] }), 'tenth.subjects.0.grade', 'Please enter 10th Standard grades'],
    ['12 year', twelfth({ year: '' }), 'twelfth.year', 'Please enter 12th Standard year'],
    ['12 registration', twelfth({ registrationNo: '' }), 'twelfth.registrationNo', 'Please enter 12th Standard registration No'],
    ['12 subjects', twelfth({ subjects: [] }), 'twelfth.subjects.0.subject', 'Please enter 12th Standard subjects'],
    ['12 grades', twelfth({ subjects: [{ subject: 'Physics', grade: ' ' }] }), 'twelfth.subjects.0.grade', 'Please enter 12th Standard grades'],
    ['13', { signatureFile: '' }, 'signatureFile', 'Please select Signature file'],
    ['14', docs({ tenth: '' }), 'documents.tenth', 'Please select 10th certificate'],
    ['15', docs({ twelfth: '' }), 'documents.twelfth', 'Please select 12th certificate'],
    ['16', docs({ idProof: '' }), 'documents.idProof', 'Please select ID proof file'],
  ])('check %s: %s', async (_n, overrides, field, message) => {
    const calls = cloudCalls(gateway, '/updateUserApplication');
    const payload = await submit('402', form(typeof overrides === 'function' ? overrides() : overrides));
    expect(payload).toEqual({ application: null, userErrors: [{ field, code: 'INVALID', message }] });
    expect(cloudCalls(gateway, '/updateUserApplication')).toBe(calls);
  });

  it('shows the first failure in the order of 5.2 when several fail', async () => {
    const payload = await submit('402', form({ documents: { ...form().documents, idProof: '' }, signatureFile: '', nationalId: '', title: null }));
    expect(payload.userErrors).toEqual([{ field: 'title', code: 'INVALID', message: 'Please choose a title' }]);
    const empty = await submit('402', form({ profilePhoto: '', firstName: '', title: null, phone: '', declarationAccepted: false }));
    expect(empty.userErrors[0].message).toBe('Please select Profile photo');
  });

  it('keeps the date rules of 5.1: at least 10 years old, and a signing date from today on', async () => {
    const young = await submit('402', form({ dateOfBirth: utcDay(-365 * 5) }));
    expect(young.userErrors).toEqual([{ field: 'dateOfBirth', code: 'INVALID', message: 'Applicant must be at least 10 years old' }]);
    const past = await submit('402', form({ signingDate: utcDay(-2) }));
    expect(past.userErrors).toEqual([{ field: 'signingDate', code: 'INVALID', message: 'The date cannot be before today' }]);
  });

  it('takes "today" as the earliest calendar day on Earth, so nobody\u2019s today is refused', () => {
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(day(earliestToday(new Date('2026-03-10T11:59:00Z')))).toBe('2026-03-09');
    expect(day(earliestToday(new Date('2026-03-10T12:00:00Z')))).toBe('2026-03-10');
    expect(day(earliestToday(new Date('2026-01-01T03:00:00Z')))).toBe('2025-12-31');
  });

  it('refuses files the learner never uploaded', async () => {
    const payload = await submit('402', form({ signatureFile: '9999-not-uploaded.png' }));
    expect(payload.userErrors).toEqual([{ field: 'signatureFile', code: 'INVALID', message: 'Signature: the file was not found. Please upload it again.' }]);
  });
});

describe('submitting the paper form (spec part 3, 4.1)', () => {
  it('submits: status 2, the first programme row is the program, the e-mail is the learner\u2019s', async () => {
    const payload = await submit('402', form());
    expect(payload.userErrors).toEqual([]);
    const app = payload.application as unknown as { id: string; status: string; editable: boolean; paperForm: Record<string, unknown> };
    expect(app).toMatchObject({ status: 'SUBMITTED', editable: false });
    expect(app.id).toMatch(/^4022-\d{10}$/);
    expect(app.paperForm).toMatchObject({
      title: 'MISS',
      email: learner.email,
      profilePhoto: files.photo,
      signatureFile: files.signature,
      otherSecondaryYear: '',
      attestationAttached: false,
      certificatesAttached: true,
      documents: { tenth: files.tenth, twelfth: files.twelfth, idProof: files.idProof },
    });
    const programmes = app.paperForm.programmes as { title: string; studyMode: string | null }[];
    expect(programmes[0].title).not.toBe('anything');
    expect(programmes[0].title.length).toBeGreaterThan(0);
    expect(programmes[0]).toMatchObject({ studyMode: 'FULL_TIME' });
    expect(programmes[1]).toMatchObject({ studyMode: null });
    expect(app.paperForm.tenth).toMatchObject({ year: '2014', subjects: expect.arrayContaining([{ subject: 'Mathematics', grade: 'A' }]) });
  });

  it('cannot be submitted again', async () => {
    const payload = await submit('402', form());
    expect(payload.userErrors).toEqual([{ field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }]);
  });

  it('opens only for status 0 and 1: not for submitted, approved or reopened applications', async () => {
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    for (const programId of ['401', '301', '601']) {
      const payload = await submit(programId, form(), jar);
      expect(payload.userErrors, programId).toEqual([{ field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }]);
    }
  });

  it('needs a session', async () => {
    const result = await gql(gateway, SUBMIT_PAPER, { input: { programId: '402', form: form() } });
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
