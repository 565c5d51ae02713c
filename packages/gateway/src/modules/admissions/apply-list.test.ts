import type { ApplicationListItem, ProgramList } from '@portal/contract';
import { APPLY_TABS, PROGRAM_LEVELS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, clearFaults, cloudCall, gql, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { APPLICATION_FIELDS, VIEWER_APPLICATION, createLearner, type ApplicationShape } from './admissions-test-support.js';
import { applyTabs } from './mappers.js';

const APPLY_TABS_QUERY = /* GraphQL */ `
  query ApplyTabs {
    viewer {
      applyTabs {
        label
        programs {
          id
          batchId
          name
          imageUrl
          duration
          status
          action
        }
      }
    }
  }
`;
const MY_APPLICATIONS = /* GraphQL */ `
  query MyApplications {
    viewer {
      applications {
        ...ApplicationFields
        programImageUrl
      }
    }
  }
  ${APPLICATION_FIELDS}
`;
const START = /* GraphQL */ `
  mutation Start($input: ApplicationStartInput!) {
    applicationStart(input: $input) {
      enrolledProgram {
        id
        programId
        title
        progressPercent
        courses {
          title
          status
          progressPercent
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
const MY_PROGRAMS = /* GraphQL */ `
  query MyPrograms {
    viewer {
      programs {
        id
        programId
      }
    }
  }
`;

type ApplyProgram = { id: string; batchId: string; name: string; status: string | null; action: string };
type Tabs = { viewer: { applyTabs: { label: string; programs: ApplyProgram[] }[] } };
type StartPayload = {
  applicationStart: {
    enrolledProgram: { id: string; programId: string; progressPercent: number; courses: { status: string }[] } | null;
    userErrors: { field: string | null; code: string; message: string }[];
  };
};

let gateway: TestGateway;
let learnerToken = '';

beforeAll(async () => {
  gateway = await startGateway();
  const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
  learnerToken = jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await clearFaults();
  await gateway?.close();
});

const asLearner = <T>(query: string, variables: Record<string, unknown> = {}) => gql<T>(gateway, query, variables, { bearer: learnerToken });

describe('the apply list (spec part 3, 2.2 and 4.1)', () => {
  it('has the three tabs, each program with the action its status gives', async () => {
    const result = await asLearner<Tabs>(APPLY_TABS_QUERY);
    expect(result.body.errors).toBeUndefined();
    const tabs = result.body.data!.viewer.applyTabs;
    expect(tabs.map((t) => t.label)).toEqual(['Under Graduate', 'Post Graduate', 'Doctor Of Pharmacy']);
    const byId = new Map(tabs.flatMap((t) => t.programs).map((p) => [p.id, p]));
    const expectations: [string, string | null, string][] = [
      ['402', null, 'APPLY'], // never applied
      ['302', 'DRAFT', 'CONTINUE_APPLICATION'], // 1
      ['401', 'SUBMITTED', 'UNDER_REVIEW'], // 2
      ['503', 'APPROVED', 'START'], // 3, not enrolled yet
      ['601', 'EDITABLE', 'EDIT_APPLICATION'], // 5
      ['301', 'APPROVED', 'CONTINUE_LEARNING'], // approved and enrolled
      ['502', null, 'CONTINUE_LEARNING'], // enrolled without an application
      ['102', null, 'START'], // etype 2: starts directly
      ['101', null, 'CONTINUE_LEARNING'], // etype 2, enrolled
    ];
    for (const [id, status, action] of expectations) {
      expect(byId.get(id), id).toMatchObject({ status, action });
    }
    // Levels go to their tab: undergraduate, diploma, certificate under Under Graduate, and so on.
    const tabOf = (id: string) => tabs.find((t) => t.programs.some((p) => p.id === id))?.label;
    expect([tabOf('101'), tabOf('201'), tabOf('501'), tabOf('301'), tabOf('401'), tabOf('601')]).toEqual([
      'Under Graduate',
      'Under Graduate',
      'Under Graduate',
      'Post Graduate',
      'Post Graduate',
      'Doctor Of Pharmacy',
    ]);
    // Names are plain text and the batch is the one offered.
    const list = await cloudCall<ProgramList>('/getAllProgramList', {});
    const offered = PROGRAM_LEVELS.flatMap((level) => list[level] ?? []);
    for (const p of byId.values()) expect(p.batchId).toBe(String(offered.find((o) => String(o.pid) === p.id)!.bpid));
    expect([...byId.values()].every((p) => !/[<>]/.test(p.name))).toBe(true);
  });

  it('lists a tab without programs too, so the screen can say "No courses"', () => {
    const list = { certificate: [], diploma: [], graduate: [], pgdiploma: [], undergraduate: [], DoctorofPharmacy: [] } satisfies ProgramList;
    list.graduate.push({ pid: 9, bpid: 91, pname: '<b>MSc</b>', pimage: '', pdur: '2 Years', etype: 1 } as never);
    const tabs = applyTabs(list, [], new Set());
    expect(tabs.map((t) => [t.label, t.programs.length])).toEqual([
      [APPLY_TABS[0].label, 0],
      [APPLY_TABS[1].label, 1],
      [APPLY_TABS[2].label, 0],
    ]);
    expect(tabs[1].programs[0]).toMatchObject({ program: { name: 'MSc' }, statusCode: null, action: 'APPLY' });
  });

  it('needs a session', async () => {
    const result = await gql<{ viewer: null }>(gateway, APPLY_TABS_QUERY);
    expect(result.body.data).toEqual({ viewer: null });
  });
});

describe("the learner's applications (spec part 1, 2 and 4: My Application)", () => {
  it('lists one application per program applied to, with status, steps and id', async () => {
    const result = await asLearner<{ viewer: { applications: (ApplicationShape & { programImageUrl: string })[] } }>(MY_APPLICATIONS);
    expect(result.body.errors).toBeUndefined();
    const source = await cloudCall<ApplicationListItem[]>('/getApplication', { eid: DEMO.learner.email });
    const apps = result.body.data!.viewer.applications;
    expect(apps.map((a) => a.programId)).toEqual(source.map((a) => String(a.pid)));
    const draft = apps.find((a) => a.programId === '302')!;
    expect(draft).toMatchObject({ status: 'DRAFT', editable: true, partnerChannel: false, action: 'CONTINUE_APPLICATION' });
    // Steps: 1 or more = Fill Your Details, 2 or more = Under Review, 3 or more = Approved.
    expect(draft.steps).toEqual([
      { label: 'Fill Your Details', reached: true },
      { label: 'Under Review', reached: false },
      { label: 'Approved', reached: false },
    ]);
    expect(apps.find((a) => a.programId === '401')!.steps.map((s) => s.reached)).toEqual([true, true, false]);
    expect(apps.find((a) => a.programId === '401')).toMatchObject({ status: 'SUBMITTED', editable: false });
    // Sent back for changes (5) is back at the first step, not "Approved" (docs/decisions/091).
    expect(apps.find((a) => a.programId === '601')!.steps.map((s) => s.reached)).toEqual([false, false, false]);
    for (const a of apps) expect(a.id).toMatch(new RegExp(`^${a.batchId}-\\d{10}$`));
  });

  it('opens the draft with the sections already saved, so the wizard unlocks their tabs (spec part 3, 4.2)', async () => {
    const result = await asLearner<{ viewer: { application: ApplicationShape } }>(VIEWER_APPLICATION, { programId: '302' });
    expect(result.body.errors).toBeUndefined();
    const app = result.body.data!.viewer.application;
    expect(app).toMatchObject({ programId: '302', batchId: '3021', status: 'DRAFT', editable: true, documents: null, scholarship: null });
    expect(app.generalInfo).toMatchObject({ firstName: 'Asha', lastName: 'Raman', phone: '9876543210', nationalId: 'ID-4471-2290', presentSameAsPermanent: true });
    expect(app.education).toMatchObject({ universityName: 'Bangalore University' });
  });

  it('gives a new, unsaved application for a program never applied to, and null for one that does not exist', async () => {
    const result = await asLearner<{ viewer: { application: ApplicationShape | null } }>(VIEWER_APPLICATION, { programId: '402' });
    expect(result.body.data!.viewer.application).toMatchObject({
      id: null,
      programId: '402',
      status: 'NOT_STARTED',
      editable: true,
      action: 'APPLY',
      generalInfo: null,
      education: null,
      documents: null,
    });
    for (const programId of ['999', 'abc', '-1']) {
      const none = await asLearner<{ viewer: { application: null } }>(VIEWER_APPLICATION, { programId });
      expect(none.body.errors).toBeUndefined();
      expect(none.body.data!.viewer.application).toBeNull();
    }
  });

  it('shows an approved or submitted application as not editable, and the documents with their names', async () => {
    const submitted = (await asLearner<{ viewer: { application: ApplicationShape } }>(VIEWER_APPLICATION, { programId: '401' })).body.data!.viewer.application;
    expect(submitted).toMatchObject({ status: 'SUBMITTED', editable: false, action: 'UNDER_REVIEW' });
    // The demo's documents were never uploaded to this store: their names, and no address.
    expect(submitted.documents).toMatchObject({ certificate: { name: '4821-degree-certificate.jpg', url: null }, passport: null });
    const reopened = (await asLearner<{ viewer: { application: ApplicationShape } }>(VIEWER_APPLICATION, { programId: '601' })).body.data!.viewer.application;
    expect(reopened).toMatchObject({ status: 'EDITABLE', editable: true, action: 'EDIT_APPLICATION' });
  });
});

describe('Start enrols the learner (spec part 3, 4.1 and 7.1 item 6)', () => {
  it('refuses a program whose application is not approved', async () => {
    for (const programId of ['302', '401', '601', '402']) {
      const result = await asLearner<StartPayload>(START, { input: { programId } });
      expect(result.body.data!.applicationStart, programId).toEqual({
        enrolledProgram: null,
        userErrors: [{ field: 'programId', code: 'NOT_AUTHORIZED', message: 'This program can be started once its application is approved.' }],
      });
    }
    const programs = (await asLearner<{ viewer: { programs: { programId: string }[] } }>(MY_PROGRAMS)).body.data!.viewer.programs;
    expect(programs.map((p) => p.programId)).not.toContain('302');
  });

  it('enrols in an approved program: the program appears in My Programs, every course not started', async () => {
    const before = (await asLearner<{ viewer: { programs: { programId: string }[] } }>(MY_PROGRAMS)).body.data!.viewer.programs;
    expect(before.map((p) => p.programId)).not.toContain('503');

    const result = await asLearner<StartPayload>(START, { input: { programId: '503' } });
    expect(result.body.errors).toBeUndefined();
    const started = result.body.data!.applicationStart;
    expect(started.userErrors).toEqual([]);
    expect(started.enrolledProgram).toMatchObject({ id: '5031', programId: '503', progressPercent: 0 });
    expect(started.enrolledProgram!.courses.length).toBeGreaterThan(0);
    expect(started.enrolledProgram!.courses.every((c) => c.status === 'NOT_STARTED')).toBe(true);

    const after = (await asLearner<{ viewer: { programs: { programId: string }[] } }>(MY_PROGRAMS)).body.data!.viewer.programs;
    expect(after.map((p) => p.programId)).toContain('503');
    const tabs = (await asLearner<Tabs>(APPLY_TABS_QUERY)).body.data!.viewer.applyTabs;
    expect(tabs.flatMap((t) => t.programs).find((p) => p.id === '503')).toMatchObject({ status: 'APPROVED', action: 'CONTINUE_LEARNING' });

    // Start again (a double click) lands on the same enrolment.
    const again = await asLearner<StartPayload>(START, { input: { programId: '503' } });
    expect(again.body.data!.applicationStart).toMatchObject({ enrolledProgram: { id: '5031' }, userErrors: [] });
  });

  it('enrols directly in a program that needs no application, and a failing analytics call does not stop it', async () => {
    const { jar } = await createLearner(gateway, 'starter');
    await setFaults({ '/analyticsWebApp': { mode: 'error', status: 503 } });
    const result = await gql<StartPayload>(gateway, START, { input: { programId: '102' } }, { jar });
    await clearFaults();
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.applicationStart).toMatchObject({ enrolledProgram: { id: '1021', programId: '102' }, userErrors: [] });
    expect(gateway.logText()).toContain('analytics event not recorded');
    const programs = (await gql<{ viewer: { programs: { programId: string }[] } }>(gateway, MY_PROGRAMS, {}, { jar })).body.data!.viewer.programs;
    expect(programs.map((p) => p.programId)).toEqual(['102']);
  });

  it('answers NOT_FOUND for a program that does not exist, and UNAUTHENTICATED without a session', async () => {
    const missing = await asLearner<StartPayload>(START, { input: { programId: '999' } });
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await gql<StartPayload>(gateway, START, { input: { programId: '102' } });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
