import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../auth/cookies.js';
import { DEMO, clearFaults, gql, setFaults, signIn, startGateway, type TestGateway } from '../../test/support.js';

// The cloud API's answers are checked at the gateway's boundary against
// @portal/contract (docs/decisions/088): a malformed answer nulls the field
// that needed it, with UPSTREAM_INVALID at its path, and nothing else.
// The cloud API's 'answer' fault replaces the real answer with the given JSON.

const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    viewer {
      name
      programs {
        id
        title
      }
      events {
        title
      }
      applications {
        programId
        status
      }
    }
  }
`;
type Dashboard = { viewer: { name: string; programs: { id: string }[] | null; events: { title: string }[] | null; applications: { programId: string; status: string }[] | null } };

// A marker inside malformed answers: it must never reach a response or a log.
const SECRET = 'learner-secret-7f3a';

let gateway: TestGateway;
let token = '';

beforeAll(async () => {
  // Its own breaker, so these answers cannot make other files' calls fail fast.
  gateway = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '1000' });
  token = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await clearFaults();
  await gateway?.close();
});

const invalidAt = (path: (string | number)[]) => expect.objectContaining({ path, extensions: { code: 'UPSTREAM_INVALID' } });

describe('a malformed answer from the cloud API', () => {
  it.each([
    ['a wrong type', { result: { events: [{ title: 7, link: null, start: SECRET }] } }],
    ['a missing field', { result: { events: [{ link: null, start: '2026-01-01' }] } }],
    ['an answer that is not an object', SECRET],
    ['null', null],
  ])('nulls only the field that needed it (%s), with UPSTREAM_INVALID at its path', async (_what, json) => {
    await setFaults({ '/getEvents': { mode: 'answer', json } });
    const result = await gql<Dashboard>(gateway, DASHBOARD, {}, { bearer: token });
    expect(result.body.errors).toEqual([invalidAt(['viewer', 'events'])]);
    const viewer = result.body.data!.viewer;
    expect(viewer.events).toBeNull();
    expect(viewer.programs!.length).toBeGreaterThan(0);
    expect(viewer.applications!.length).toBeGreaterThan(0);
    expect(JSON.stringify(result.body)).not.toContain(SECRET);
  });

  it('is logged with where it is wrong, never with what it holds', async () => {
    await setFaults({ '/getApplication': { mode: 'answer', json: [{ pid: 301, bpid: 3011, pname: SECRET, pimage: '', pstatus: 'approved', applicationid: 'x', mpbpid: 1 }] } });
    const result = await gql<Dashboard>(gateway, DASHBOARD, {}, { bearer: token });
    expect(result.body.errors).toEqual([invalidAt(['viewer', 'applications'])]);
    expect(result.body.data!.viewer.applications).toBeNull();
    const entry = gateway.logs().find((line) => line.msg === 'cloud answer not in the contract\u2019s shape' && line.operation === '/getApplication');
    expect(entry).toMatchObject({ issues: [expect.objectContaining({ path: '0.pstatus' })] });
    expect(gateway.logText()).not.toContain(SECRET);
  });

  it('makes the program page null with UPSTREAM_INVALID, not "no such program" and not a half-read page', async () => {
    await setFaults({ '/getProgram': { mode: 'answer', json: { pid: '301', bpid: 3011, pname: 'MBA', pstatus: null, enrolled: false, etype: 1 } } });
    const result = await gql<{ program: unknown }>(gateway, '{ program(id: "301") { id name } }');
    expect(result.body.data!.program).toBeNull();
    expect(result.body.errors).toEqual([invalidAt(['program'])]);
  });

  it('refuses a status that is not a number rather than reading it as some status', async () => {
    await setFaults({ '/getApplication': { mode: 'answer', json: [{ pid: 402, bpid: 4021, pname: 'P', pimage: '', pstatus: '3', applicationid: '4021-1', mpbpid: 4021 }] } });
    const result = await gql<{ program: { viewerApplication: { status: string } | null } | null }>(gateway, '{ program(id: "402") { id viewerApplication { status } } }', {}, { bearer: token });
    expect(result.body.data!.program).toEqual({ id: '402', viewerApplication: null });
    expect(result.body.errors).toEqual([invalidAt(['program', 'viewerApplication'])]);
  });

  it('fails a mutation whose answer is malformed with UPSTREAM_INVALID at the mutation, and the gateway keeps answering', async () => {
    await setFaults({ '/getAllProgramList': { mode: 'answer', json: { graduate: [{ pid: 301 }] } } });
    const start = await gql<{ applicationStart: unknown }>(gateway, 'mutation { applicationStart(input: { programId: "401" }) { userErrors { code } } }', {}, { bearer: token });
    expect(start.body.errors).toEqual([invalidAt(['applicationStart'])]);
    await clearFaults();
    const after = await gql<{ programCatalog: { levels: unknown[] } }>(gateway, '{ programCatalog { levels { label } } }');
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data!.programCatalog.levels.length).toBeGreaterThan(0);
  });
});
