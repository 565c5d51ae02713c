import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';

let gateway: TestGateway;
let learnerToken: string;
beforeAll(async () => {
  gateway = await startGateway();
  learnerToken = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await gateway?.close();
});

const asLearner = <T>(query: string, variables: Record<string, unknown> = {}) => gql<T>(gateway, query, variables, { bearer: learnerToken });
const pageReads = () => gateway.logs().filter((line) => line.operation === '/getProgram' || line.operation === '/getBatchID').length;

type Ref = { program: { id: string; name?: string } };

describe('enrolments and applications link to their program (issue 7, section 3)', () => {
  it('gives each enrolment and each application its program, and `program { id }` alone reads no program page', async () => {
    const before = pageReads();
    const result = await asLearner<{ viewer: { programs: Ref[]; applications: Ref[] } }>(`{ viewer { programs { program { id } } applications { program { id } } } }`);
    expect(result.body.errors).toBeUndefined();
    const { programs, applications } = result.body.data!.viewer;
    // The demo learner: enrolled in 301 (among others), applications to 301, 302, 401 and 601.
    expect(programs.map((p) => p.program.id)).toContain('301');
    expect(applications.map((a) => a.program.id)).toEqual(expect.arrayContaining(['301', '302', '401', '601']));
    expect(pageReads()).toBe(before);
  });

  it('loads the program page behind a reference when a field beyond its id is asked for: the same page as Query.program', async () => {
    const result = await asLearner<{ viewer: { programs: (Ref & { title: string })[] }; program: { id: string; name: string; batchId: string } }>(
      `{ viewer { programs { title program { id name batchId } } } program(id: "301") { id name batchId } }`,
    );
    expect(result.body.errors).toBeUndefined();
    const enrolment = result.body.data!.viewer.programs.find((p) => p.program.id === '301')!;
    expect(enrolment.program).toEqual(result.body.data!.program);
  });
});

describe('Program.viewerApplication: the learner\u2019s application to the program on its page', () => {
  const QUERY = `query P($id: ID!) { program(id: $id) { id viewerApplication { status editable program { id } steps { label reached } } } }`;
  type Answer = { program: { id: string; viewerApplication: { status: string; editable: boolean; program: { id: string }; steps: { reached: boolean }[] } | null } };

  it('is the learner\u2019s own application, with its status, steps and program', async () => {
    const result = await asLearner<Answer>(QUERY, { id: '302' });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.program.viewerApplication).toMatchObject({ status: 'DRAFT', editable: true, program: { id: '302' } });
    expect(result.body.data!.program.viewerApplication!.steps.map((s) => s.reached)).toEqual([true, false, false]);
  });

  it('is null for a program never applied to, and for a visitor', async () => {
    expect((await asLearner<Answer>(QUERY, { id: '102' })).body.data!.program.viewerApplication).toBeNull();
    const visitor = await gql<Answer>(gateway, QUERY, { id: '302' });
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data!.program.viewerApplication).toBeNull();
  });
});
