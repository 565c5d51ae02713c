import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, clearFaults, cloudCall, gql, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';

// One reading of the wire's pstatus on every screen (docs/decisions/087):
// My Application, the apply list and the program page must agree.
const EVERY_SCREEN = /* GraphQL */ `
  query EveryScreen($id: ID!) {
    viewer {
      applications {
        programId
        status
      }
      applyTabs {
        programs {
          id
          status
          action
        }
      }
    }
    program(id: $id) {
      id
      viewerApplication {
        status
      }
    }
  }
`;
type Answer = {
  viewer: { applications: { programId: string; status: string }[]; applyTabs: { programs: { id: string; status: string | null; action: string }[] }[] };
  program: { id: string; viewerApplication: { status: string } | null } | null;
};

let gateway: TestGateway;
let token = '';

beforeAll(async () => {
  gateway = await startGateway();
  token = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
});
afterEach(async () => {
  await clearFaults();
});
afterAll(async () => {
  await gateway?.close();
});

describe('an application status the spec does not know', () => {
  it.each([4, 7])('reads pstatus %i as under review on every screen, never as "not applied"', async (pstatus) => {
    const { bpid } = await cloudCall<{ bpid: number }>('/getBatchID', { pid: 402 });
    await setFaults({
      '/getApplication': {
        mode: 'answer',
        json: [{ pid: 402, bpid, pname: 'Program 402', pimage: '', pstatus, applicationid: `${bpid}-1767268800`, etype: 1, enrolled: false, mpbpid: bpid }],
      },
    });
    const result = await gql<Answer>(gateway, EVERY_SCREEN, { id: '402' }, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    const data = result.body.data!;
    expect(data.viewer.applications).toEqual([{ programId: '402', status: 'SUBMITTED' }]);
    expect(data.viewer.applyTabs.flatMap((tab) => tab.programs).find((p) => p.id === '402')).toMatchObject({ status: 'SUBMITTED', action: 'UNDER_REVIEW' });
    expect(data.program).toEqual({ id: '402', viewerApplication: { status: 'SUBMITTED' } });
  });
});
