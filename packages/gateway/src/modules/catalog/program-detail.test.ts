import type { ApplicationListItem, ProgramDetail, ProgressProgram } from '@portal/contract';
import { plainText } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, clearFaults, cloudCall, gql, setFaults, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { mergeResolvers } from '../module.js';
import { programDetailResolvers } from './program-detail.js';
import { catalogResolvers } from './resolvers.js';
import { sanitizeHtml } from '../../html/sanitize.js';

type Program = {
  id: string;
  batchId: string;
  name: string;
  imageUrl: string;
  duration: string;
  format: string;
  credits: string;
  overviewHtml: string;
  featuresHtml: string;
  outcomesHtml: string;
  instructorGroups: { title: string; instructors: { name: string; designation: string; organisation: string; photoUrl: string }[] }[];
  curriculum: { id: string; label: string; title: string; durationWeeks: number; units: string[]; imageUrl: string }[];
  faqGroups: { title: string; questions: { question: string; answer: string }[] }[];
  viewerEnrolled: boolean;
  viewerApplication: { status: string } | null;
};

const PROGRAM = /* GraphQL */ `
  query ProgramDetail($id: ID!) {
    program(id: $id) {
      id
      batchId
      name
      imageUrl
      duration
      format
      credits
      overviewHtml
      featuresHtml
      outcomesHtml
      instructorGroups {
        title
        instructors {
          name
          designation
          organisation
          photoUrl
        }
      }
      curriculum {
        id
        label
        title
        durationWeeks
        units
        imageUrl
      }
      faqGroups {
        title
        questions {
          question
          answer
        }
      }
      viewerEnrolled
      viewerApplication {
        status
      }
    }
  }
`;

const VIEWER_FIELDS = /* GraphQL */ `
  query ProgramViewer($id: ID!) {
    program(id: $id) {
      id
      name
      viewerEnrolled
      viewerApplication {
        status
      }
    }
  }
`;

type Answer = { program: Program | null };

let gateway: TestGateway;
let learnerToken: string;
beforeAll(async () => {
  gateway = await startGateway();
  learnerToken = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
});
afterAll(async () => {
  await gateway?.close();
});

async function source(pid: number): Promise<ProgramDetail> {
  const { bpid } = await cloudCall<{ bpid: number }>('/getBatchID', { pid });
  return cloudCall<ProgramDetail>('/getProgram', { pid, bpid });
}

describe('the program detail page for a visitor (spec part 1, section 2)', () => {
  it('shows the current batch\u2019s program as the cloud API has it, renamed, with its HTML sanitised', async () => {
    const wire = await source(301);
    const result = await gql<Answer>(gateway, PROGRAM, { id: '301' });
    expect(result.body.errors).toBeUndefined();
    const program = result.body.data!.program!;
    expect(program).toMatchObject({
      id: '301',
      batchId: String(wire.bpid),
      name: plainText(wire.pname),
      imageUrl: wire.pimage,
      duration: wire.pinfo.duration,
      format: wire.pinfo.format,
      credits: wire.pinfo.credits,
      overviewHtml: sanitizeHtml(wire.poverview),
      featuresHtml: sanitizeHtml(wire.pfeatures),
      outcomesHtml: sanitizeHtml(wire.poutcomes),
    });
    // The demo's HTML is harmless, so sanitising keeps its structure.
    expect(program.overviewHtml).toMatch(/^<p>/);
    expect(program.featuresHtml).toMatch(/^<ul><li>/);

    expect(program.instructorGroups).toEqual(
      wire.pinstructors.map((group) => ({
        title: group.title,
        instructors: group.value.map((i) => ({ name: i.name, designation: i.designation, organisation: i.org, photoUrl: i.pic })),
      })),
    );
    expect(program.curriculum).toEqual(
      wire.pcurriculum.map((topic) => ({ id: String(topic.tid), label: topic.tlabel, title: topic.ttitle, durationWeeks: topic.tduration, units: topic.tunits, imageUrl: topic.timage })),
    );
    expect(program.curriculum.length).toBeGreaterThan(3);
    expect(program.faqGroups).toEqual(wire.pfaq.map((group) => ({ title: group.title, questions: group.questions.map((q) => ({ question: q.ques, answer: q.ans })) })));
    expect(program.faqGroups.flatMap((group) => group.questions).length).toBeGreaterThan(0);
  });

  it('offers Apply, not Continue Learning, and no application status', async () => {
    const result = await gql<Answer>(gateway, VIEWER_FIELDS, { id: '301' });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.program).toMatchObject({ viewerEnrolled: false, viewerApplication: null });
  });

  it.each([['999'], ['0'], ['abc'], ['301; drop'], ['-1']])('answers null, without an error, for a program that does not exist (%s)', async (id) => {
    const result = await gql<Answer>(gateway, VIEWER_FIELDS, { id });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.program).toBeNull();
  });
});

describe('the program detail page for a signed-in learner', () => {
  it('offers Continue Learning for the programs the learner\u2019s progress lists, and only those', async () => {
    const progress = (await cloudCall<{ bpdata: ProgressProgram[] }>('/getUserTotalProgress', { eid: DEMO.learner.email })).bpdata;
    const enrolledPids = progress.map((p) => p.pid);
    expect(enrolledPids).toContain(301);
    for (const pid of [...new Set([...enrolledPids, 302, 401, 102])]) {
      const result = await gql<Answer>(gateway, VIEWER_FIELDS, { id: String(pid) }, { bearer: learnerToken });
      expect(result.body.errors, String(pid)).toBeUndefined();
      expect(result.body.data!.program!.viewerEnrolled, String(pid)).toBe(enrolledPids.includes(pid));
    }
  });

  it('gives the learner\u2019s application status for the program, and null where they never applied', async () => {
    const applications = await cloudCall<ApplicationListItem[]>('/getApplication', { eid: DEMO.learner.email });
    const statusOf = (pid: number) => applications.find((a) => a.pid === pid)?.pstatus;
    // The demo learner's applications: approved, draft, submitted, reopened (spec part 3, 4.1).
    const expected: [number, string | null][] = [
      [301, 'APPROVED'],
      [302, 'DRAFT'],
      [401, 'SUBMITTED'],
      [601, 'EDITABLE'],
      [102, null],
    ];
    expect(expected.map(([pid]) => statusOf(pid) ?? null)).toEqual([3, 1, 2, 5, null]);
    for (const [pid, status] of expected) {
      const result = await gql<Answer>(gateway, VIEWER_FIELDS, { id: String(pid) }, { bearer: learnerToken });
      expect(result.body.data!.program!.viewerApplication?.status ?? null, String(pid)).toBe(status);
    }
  });

  it('is the same page as a visitor\u2019s apart from the viewer fields', async () => {
    const visitor = (await gql<Answer>(gateway, PROGRAM, { id: '301' })).body.data!.program!;
    const learner = (await gql<Answer>(gateway, PROGRAM, { id: '301' }, { bearer: learnerToken })).body.data!.program!;
    expect({ ...learner, viewerEnrolled: false, viewerApplication: null }).toEqual(visitor);
    expect(learner).toMatchObject({ viewerEnrolled: true, viewerApplication: { status: 'APPROVED' } });
  });
});

describe('the program detail page when the cloud API fails (docs/architecture.md invariant 6)', () => {
  let fragile: TestGateway;
  let token: string;
  beforeAll(async () => {
    // Its own breaker, so these failures do not make the other tests fail fast.
    fragile = await startGateway({ CLOUD_BREAKER_MIN_CALLS: '1000' });
    token = (await signIn(fragile, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
  });
  afterEach(async () => {
    await clearFaults();
  });
  afterAll(async () => {
    await fragile?.close();
  });

  it('nulls only the application status, with its error, when the applications cannot be read', async () => {
    await setFaults({ '/getApplication': { mode: 'error', status: 503 } });
    const result = await gql<Answer>(fragile, VIEWER_FIELDS, { id: '301' }, { bearer: token });
    expect(result.body.data!.program).toMatchObject({ id: '301', viewerEnrolled: true, viewerApplication: null });
    expect(result.body.errors).toEqual([expect.objectContaining({ path: ['program', 'viewerApplication'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } })]);
  });

  it('still shows the page, without Continue Learning, when the learner\u2019s progress cannot be read', async () => {
    await setFaults({ '/getUserTotalProgress': { mode: 'error', status: 503 } });
    const result = await gql<Answer>(fragile, VIEWER_FIELDS, { id: '301' }, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.program).toMatchObject({ id: '301', viewerEnrolled: false, viewerApplication: { status: 'APPROVED' } });
  });

  it('answers null with UPSTREAM_UNAVAILABLE, not "no such program", when the program cannot be read', async () => {
    await setFaults({ '/getProgram': { mode: 'error', status: 503 } });
    const result = await gql<Answer>(fragile, VIEWER_FIELDS, { id: '301' });
    expect(result.body.data!.program).toBeNull();
    expect(result.body.errors).toEqual([expect.objectContaining({ path: ['program'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } })]);
  });
});

describe('what the Program resolvers do with hostile content from the cloud API', () => {
  const hostile = {
    pid: 1,
    bpid: 2,
    pname: '<b>Hacked</b> program',
    pimage: '',
    pstatus: null,
    enrolled: false,
    etype: 0,
    poverview: '<h2>Overview</h2><script>steal()</script><p onclick="steal()">Text</p>',
    pfeatures: '<ul><li><a href="javascript:steal()">Feature</a></li></ul><iframe src="https://evil.example"></iframe>',
    poutcomes: '<ol><li><em>Outcome</em></li></ol><img src="x" onerror="steal()">',
    pinfo: { duration: '1 Year', format: 'Online', credits: '30' },
    pinstructors: [],
    pcurriculum: [],
    pfaq: [{ title: 'FAQ', questions: [{ ques: '<b>Cost?</b>', ans: '<p>It is <script>steal()</script><a href="javascript:x">free</a>.</p>' }] }],
  } as ProgramDetail;
  // Field resolvers called as Apollo would, with the model as parent (a program with its page loaded).
  type FieldFn = (parent: unknown, args: unknown, ctx: unknown) => unknown;
  const field = (type: 'Program' | 'Faq', name: string, parent: unknown) =>
    ((mergeResolvers(catalogResolvers, programDetailResolvers) as Resolvers)[type] as Record<string, FieldFn>)[name](type === 'Program' ? { id: 1, detail: parent } : parent, {}, {});

  it('serves overview, features and outcomes without scripts, handlers, javascript: links or frames', async () => {
    expect(await field('Program', 'overviewHtml', hostile)).toBe('<h2>Overview</h2><p>Text</p>');
    expect(await field('Program', 'featuresHtml', hostile)).toBe('<ul><li><a>Feature</a></li></ul>');
    expect(await field('Program', 'outcomesHtml', hostile)).toBe('<ol><li><em>Outcome</em></li></ol><img src="x" />');
  });

  it('serves the name and the FAQ as plain text', async () => {
    expect(await field('Program', 'name', hostile)).toBe('Hacked program');
    expect(await field('Faq', 'question', hostile.pfaq[0].questions[0])).toBe('Cost?');
    expect(await field('Faq', 'answer', hostile.pfaq[0].questions[0])).not.toMatch(/[<>]/);
  });
});
