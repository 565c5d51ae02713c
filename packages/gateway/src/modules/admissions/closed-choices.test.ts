import type { ApplicationRecord } from '@portal/contract';
import { sectionFromWire, sectionToWire } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudCall, freshApplicationId, gql, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';
import { GENERAL_INFO, SAVE_GENERAL, VIEWER_APPLICATION, createLearner, mutate, type ApplicationShape } from './admissions-test-support.js';

// docs/decisions/097: the schema's Gender, Title and StudyMode enums and its Booleans for
// yes/no, and the wire's words for them (spec part 3, 3.1 and 3.2), both ways.

let gateway: TestGateway;
let learner: { email: string; jar: CookieJar };

beforeAll(async () => {
  gateway = await startGateway();
  learner = await createLearner(gateway, 'closed-choices');
});
afterAll(async () => {
  await gateway?.close();
});

const load = (pid: number, bpid: number) => cloudCall<ApplicationRecord>('/updateUserApplication', { eid: learner.email, pid, bpid, action: 1 });

describe('closed choices between the schema and the wire', () => {
  it.each([
    ['MALE', true, 'Male', 'Yes'],
    ['TRANSGENDER', false, 'Transgender', 'No'],
    [null, null, '', ''],
  ] as const)('General Information stores gender %s and international student %s as the wire words "%s" and "%s"', async (gender, internationalStudent, wireGender, wireYesNo) => {
    const payload = await mutate(gateway, SAVE_GENERAL, { programId: '402', generalInfo: { ...GENERAL_INFO, gender, internationalStudent } }, learner.jar);
    expect(payload.userErrors).toEqual([]);
    expect(payload.application!.generalInfo).toMatchObject({ gender, internationalStudent });
    const stored = sectionFromWire('generalinfo', (await load(402, 4022)).generalinfo!);
    expect(stored).toMatchObject({ gender: wireGender, internationalStudent: wireYesNo });
  });

  it('reads the words the university stored as the enum and the Boolean', async () => {
    await cloudCall('/updateUserApplication', {
      eid: learner.email,
      emailid: learner.email,
      pid: 303,
      bpid: 3031,
      action: 0,
      pstatus: 1,
      appid: freshApplicationId(3031),
      evbab: 0,
      typeobj: 'generalinfo',
      appobj: sectionToWire('generalinfo', { ...GENERAL_INFO, email: learner.email, gender: 'Female', internationalStudent: 'No' }),
    });
    const loaded = await gql<{ viewer: { application: ApplicationShape } }>(gateway, VIEWER_APPLICATION, { programId: '303' }, { jar: learner.jar });
    expect(loaded.body.data!.viewer.application.generalInfo).toMatchObject({ gender: 'FEMALE', internationalStudent: false });
  });

  it('keeps the paper form national id under the wire name nic, and the study mode as the two yes/no boxes', async () => {
    const SAVE_DRAFT = /* GraphQL */ `
      mutation Draft($input: ApplicationSavePaperFormDraftInput!) {
        applicationSavePaperFormDraft(input: $input) {
          application {
            paperForm {
              title
              nationalId
              programmes {
                title
                studyMode
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
    const exam = (n: number) => ({ year: '', registrationNo: '', subjects: rows(n, { subject: '', grade: '' }) });
    const form = {
      title: 'MRS',
      surname: '',
      firstName: 'Imani',
      maidenName: '',
      dateOfBirth: null,
      nationality: '',
      nationalId: 'NIC-9981',
      passport: '',
      address: '',
      phone: '',
      programmes: [
        { title: '', studyMode: 'PART_TIME' },
        { title: 'Second', studyMode: 'FULL_TIME' },
        { title: 'Third', studyMode: null },
      ],
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
    };
    const result = await gql<{ applicationSavePaperFormDraft: { application: { paperForm: Record<string, unknown> }; userErrors: unknown[] } }>(
      gateway,
      SAVE_DRAFT,
      { input: { programId: '602', form } },
      { jar: learner.jar },
    );
    expect(result.body.errors).toBeUndefined();
    const saved = result.body.data!.applicationSavePaperFormDraft;
    expect(saved.userErrors).toEqual([]);
    expect(saved.application.paperForm).toMatchObject({
      title: 'MRS',
      nationalId: 'NIC-9981',
      programmes: [expect.objectContaining({ studyMode: 'PART_TIME' }), { title: 'Second', studyMode: 'FULL_TIME' }, { title: 'Third', studyMode: null }],
    });
    const paper = (await load(602, 6021)).paper as Record<string, unknown>;
    expect(paper).toMatchObject({ title: 'Mrs', nic: 'NIC-9981' });
    expect(paper).not.toHaveProperty('nationalId');
    expect(paper.programmes).toEqual([
      expect.objectContaining({ fullTime: 'no', partTime: 'yes' }),
      { title: 'Second', fullTime: 'yes', partTime: 'no' },
      { title: 'Third', fullTime: '', partTime: '' },
    ]);
  });
});
