import type { EventItem, ProgressProgram } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { CookieJar, DEMO, clearFaults, cloudCall, gql, heldCalls, releaseHeldCalls, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';

// Issue 7, section 5: the dashboard's three upstream calls (progress, candidate
// numbers, events) used to run as two steps, since events need the batch ids that
// progress returns. With the batch-hint cookie (docs/decisions/094) the screen costs
// one step. The cloud API holds the calls until released ("hold" fault rule), so
// the tests see which calls are in flight together, with no clock (a busy machine
// makes any duration meaningless; issue 18, section 4).

const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    viewer {
      programs {
        id
        candidateNumber
        courses {
          id
        }
      }
      events {
        id
        title
        date
      }
    }
  }
`;
const MY_PROGRAMS = /* GraphQL */ `
  query MyPrograms {
    viewer {
      programs {
        id
      }
    }
  }
`;
type Dashboard = { viewer: { programs: { id: string }[] | null; events: { title: string }[] | null } | null };

const STEP_PATHS = ['/getEvents', '/getUserTotalProgress', '/getusn'];
const POLL = { timeout: 15_000 };

let gateway: TestGateway;
let jar: CookieJar;
let expectedTitles: string[];
let otherBatches: number[];

beforeAll(async () => {
  gateway = await startGateway();
  jar = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
  const mine = (await cloudCall<{ bpdata: ProgressProgram[] }>('/getUserTotalProgress', { eid: DEMO.learner.email })).bpdata.map((p) => p.bpid);
  otherBatches = (await cloudCall<{ bpdata: ProgressProgram[] }>('/getUserTotalProgress', { eid: DEMO.second.email })).bpdata.map((p) => p.bpid);
  expectedTitles = (await cloudCall<{ result: { events: EventItem[] } }>('/getEvents', { rtype: 'get', batchjson: mine })).result.events.map((e) => e.title).sort();
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await clearFaults();
  await gateway?.close();
});

async function dashboard(options: Parameters<typeof gql>[3]): Promise<Dashboard> {
  const result = await gql<Dashboard>(gateway, DASHBOARD, {}, options);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!;
}

describe('the dashboard costs one upstream step', () => {
  it('a progress answer leaves the batch ids in an HttpOnly, SameSite=Strict cookie for /graphql only', async () => {
    const result = await gql(gateway, MY_PROGRAMS, {}, { jar });
    const hint = result.setCookies.find((c) => c.name === COOKIE.batches);
    expect(hint?.value).toMatch(/^\d+(\.\d+)*$/);
    expect(hint?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/graphql' });
    // Set only when it changes: the next answer with the same batches sends no cookie.
    expect((await gql(gateway, MY_PROGRAMS, {}, { jar })).setCookies.map((c) => c.name)).not.toContain(COOKIE.batches);
  });

  it('with the batch hint, all three calls are in flight at once, and the answer is complete once they answer', async () => {
    await gql(gateway, MY_PROGRAMS, {}, { jar });
    await setFaults(Object.fromEntries(STEP_PATHS.map((p) => [p, { mode: 'hold' }])));
    const answer = dashboard({ jar });
    // Two steps would never have /getEvents waiting while /getUserTotalProgress is held.
    await expect.poll(heldCalls, POLL).toEqual(STEP_PATHS);
    await releaseHeldCalls();
    const data = await answer;
    expect(data.viewer!.events!.map((e) => e.title).sort()).toEqual(expectedTitles);
    expect(data.viewer!.programs!.length).toBeGreaterThan(0);
  });

  it("a forged hint naming another learner's batches never shows their events: the real ids are asked again", async () => {
    const forged = new CookieJar();
    for (const [name, value] of jar.cookies) forged.cookies.set(name, value);
    forged.cookies.set(COOKIE.batches, otherBatches.join('.'));
    const result = await gql<Dashboard>(gateway, DASHBOARD, {}, { jar: forged });
    expect(result.body.data!.viewer!.events!.map((e) => e.title).sort()).toEqual(expectedTitles);
    // and the cookie is put right for the next time
    expect(forged.cookies.get(COOKIE.batches)).not.toBe(otherBatches.join('.'));
  });

  it('without a hint (an integrator with a bearer token, or a garbled cookie) the events are still right, in two steps', async () => {
    const bearer = jar.cookies.get(COOKIE.id)!;
    expect((await dashboard({ bearer })).viewer!.events!.map((e) => e.title).sort()).toEqual(expectedTitles);
    const garbled = new CookieJar();
    for (const [name, value] of jar.cookies) garbled.cookies.set(name, value);
    garbled.cookies.set(COOKIE.batches, '1;2,x');
    expect((await dashboard({ jar: garbled })).viewer!.events!.map((e) => e.title).sort()).toEqual(expectedTitles);
  });
});
