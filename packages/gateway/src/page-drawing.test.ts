import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, DEMO, setFaults, signIn, startGateway, type CookieJar, type TestGateway } from '../test/support.js';

// First pages drawn per request (docs/decisions/168), against the real cloud API, with a
// stand-in for the web app's server build: it asks what a page's boot asks, and draws
// what it was given, so these tests see exactly what the gateway hands the thread. Which
// pages are drawn, and for whom, is the contract's list (@portal/contract/page-drawing).
const body = (operationName: string, query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ operationName, variables, query });
const SESSION = body('Session', 'query Session { viewer { id name email username } }');
const DASHBOARD = body('Dashboard', 'query Dashboard { viewer { id programs { id title } events { id } } }');
const PAGE = `<!doctype html><html><head><title>Demo Online University</title><script type="application/json" id="early-graphql">${JSON.stringify({ Session: SESSION, Dashboard: DASHBOARD })}</script><script async src="/assets/early-graphql-1.js"></script></head><body><div id="root"></div></body></html>`;
const COURSE_PAGE = PAGE.replace(
  /<script type="application\/json" id="early-graphql">[^<]*<\/script>/,
  () => `<script type="application/json" id="early-graphql">${JSON.stringify({ Session: SESSION })}</script>`,
);
const INDEX = '<!doctype html><html><head><title>Demo Online University</title></head><body><div id="root"></div></body></html>';
const ENTRY = `const SESSION = ${JSON.stringify(SESSION)};
// Work a drawing leaves for later, as React's prerender does (a setImmediate): counted when it runs.
let laterWorkDone = 0;
const DASHBOARD = ${JSON.stringify(DASHBOARD)};
export async function askTask({ url }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/dashboard') return { Session: SESSION, Dashboard: DASHBOARD };
  const program = /^\\/myProg\\/([^/]+)\\//.exec(path);
  if (path === '/course') {
    const id = new URL(url, 'http://x').searchParams.get('course');
    return { Session: SESSION, CoursePage: JSON.stringify({ operationName: 'CoursePage', variables: { id }, query: 'query CoursePage($id: ID!) { viewer { id course(id: $id) { id title units { id title objects { id title } } } } }' }) };
  }
  if (program) return { Session: SESSION, ProgramDetail: JSON.stringify({ operationName: 'ProgramDetail', variables: { id: program[1] }, query: 'query ProgramDetail($id: ID!) { program(id: $id) { id name } }' }) };
  return {};
}
export async function drawTask({ url, answers, timeZone }) {
  const viewer = answers.Session?.data?.viewer;
  if (url.includes('fail')) throw new Error('the drawing failed');
  if (url.includes('inline')) return { html: '<p>drawn</p>', styles: '<script>boot()</script>', title: 'Dashboard' };
  if (url.includes('shapeless')) return { markup: '<p>drawn</p>' };
  if (url.startsWith('/myProg/')) {
    const program = answers.ProgramDetail?.data?.program;
    return { html: '<h1>' + (program ? program.name : 'No such program') + '</h1><p>' + (viewer ? 'for ' + viewer.name : 'for a visitor') + '</p>', styles: '<style data-emotion="css a1">h1{color:teal}</style>', title: (program?.name ?? 'Program') + ' · Demo' };
  }
  if (!viewer) return null;
  if (url.startsWith('/course?')) {
    const course = answers.CoursePage?.data?.viewer?.course;
    const open = new URL(url, 'http://x').searchParams.get('unit');
    const units = (course?.units ?? []).map((u) => '<li>' + u.title + '<ul>' + u.objects.map((o) => '<li' + (o.id === open ? ' aria-current="step"' : '') + '>' + o.title + '</li>').join('') + '</ul></li>').join('');
    return { html: '<h1>' + course.title + '</h1><nav aria-label="Units of the course"><ul>' + units + '</ul></nav>', styles: '', title: course.title + ' · Demo' };
  }
  const programs = answers.Dashboard?.data?.viewer?.programs ?? [];
  setImmediate(() => laterWorkDone++);
  return { html: '<h1>Dashboard of ' + viewer.name + '</h1><p>' + programs.length + ' programs, at ' + url + '</p><p>costs $& and $1</p><p>later work done: ' + laterWorkDone + '</p><p>zone ' + (timeZone ?? 'none') + '</p>', styles: '<style data-emotion="css b2">p{margin:0}</style>', title: 'Dashboard · Demo <University>' };
}
`;

let dir: string;
let gateway: TestGateway;
let impatient: TestGateway;
let unbuilt: TestGateway;
let learner: CookieJar;

const page = (gw: TestGateway, route: string, jar?: CookieJar) => {
  let req = request(gw.app).get(route).set('Accept', 'text/html');
  if (jar) req = req.set('Cookie', jar.header());
  return req;
};
/** The answers a drawn page carries, or undefined when it carries none. */
const carried = (html: string) => {
  const block = /<script type="application\/json" id="early-answers">([^<]*)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, { data?: { viewer?: Record<string, unknown> | null } }>);
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gateway-drawing-'));
  const dist = path.join(dir, 'dist');
  const server = path.join(dir, 'dist-server');
  await mkdir(path.join(dist, 'pages'), { recursive: true });
  await mkdir(server);
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'pages', 'dashboard.html'), PAGE);
  await writeFile(path.join(dist, 'pages', 'my-programs.html'), PAGE);
  await writeFile(path.join(dist, 'pages', 'course.html'), COURSE_PAGE);
  await writeFile(path.join(dist, 'pages.json'), JSON.stringify({ '/dashboard': 'pages/dashboard.html', '/myPrograms': 'pages/my-programs.html', '/course': 'pages/course.html' }));
  await writeFile(path.join(server, 'entry-server.js'), ENTRY);
  gateway = await startGateway({ WEB_DIST_DIR: dist, WEB_SERVER_DIR: server });
  impatient = await startGateway({ WEB_DIST_DIR: dist, WEB_SERVER_DIR: server, PAGE_DRAW_BUDGET_MS: '300' });
  unbuilt = await startGateway({ WEB_DIST_DIR: dist, WEB_SERVER_DIR: path.join(dir, 'missing') });
  ({ jar: learner } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password));
});
afterEach(clearFaults);
afterAll(async () => {
  await Promise.all([gateway?.close(), impatient?.close(), unbuilt?.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe('a first page drawn per request (docs/decisions/168)', () => {
  it("carries the learner's page and the answers it was drawn from, for this learner only, never cached", async () => {
    const response = await page(gateway, '/dashboard?from=mail', learner);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain(`<div id="root" data-shell="drawn"><h1>Dashboard of ${DEMO.learner.name}</h1>`);
    // The address as requested, query string included (the router draws what the browser will show).
    expect(response.text).toContain('at /dashboard?from=mail');
    // The title is text, and `$` in drawn markup is not a replacement pattern.
    expect(response.text).toContain('<title>Dashboard · Demo &lt;University&gt;</title>');
    expect(response.text).toContain('costs $& and $1');
    // The drawing's rules go in the head.
    expect(response.text).toMatch(/<style data-emotion="css b2">p\{margin:0\}<\/style>.*<\/head>/);
    const answers = carried(response.text);
    expect(answers?.Session?.data?.viewer).toMatchObject({ name: DEMO.learner.name, email: DEMO.learner.email });
    expect(answers?.Dashboard?.data?.viewer?.programs).toEqual(expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]));
    // The session stays in its HttpOnly cookies (docs/architecture.md, invariant 3): no token in the page.
    for (const token of learner.cookies.values()) expect(response.text).not.toContain(token);
    // Nothing in the data blocks can end their element; the page lists the requests the answers are for, once.
    expect(/id="early-answers">([^<]*)<\/script>/.exec(response.text)?.[1]).not.toContain('<');
    expect(response.text.match(/id="early-graphql"/g)).toHaveLength(1);
    expect(JSON.parse(/id="early-graphql">([^<]*)<\/script>/.exec(response.text)?.[1] ?? '{}')).toEqual({ Session: SESSION, Dashboard: DASHBOARD });

    // The viewer is the token's: another learner's cookie draws their own page.
    const { jar: second } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const theirs = await page(gateway, '/dashboard', second);
    expect(theirs.text).toContain(`Dashboard of ${DEMO.second.name}`);
    expect(theirs.text).not.toContain(DEMO.learner.name);
  });

  it("the thread's event loop turns between drawings, so what a drawing leaves for later runs and lets its page go (docs/decisions/203)", async () => {
    const done = async () => Number(/later work done: (\d+)/.exec((await page(gateway, '/dashboard', learner)).text)?.[1]);
    const before = await done();
    // With piscina's default Atomics wait between tasks, the thread never reached its
    // check phase: every drawing's setImmediate (React's) stayed queued with its tree.
    expect(await done()).toBeGreaterThan(before);
    expect(await done()).toBeGreaterThan(before + 1);
  });

  it("is drawn in the browser's zone when its cookie names one, and in India time otherwise (docs/decisions/294)", async () => {
    const inZone = (cookie: string) => request(gateway.app).get('/dashboard').set('Accept', 'text/html').set('Cookie', `${learner.header()}; ${cookie}`);
    const london = await inZone('portal_zone=Europe%2FLondon');
    expect(london.text).toContain('<div id="root" data-shell="drawn" data-drawn-zone="Europe/London">');
    expect(london.text).toContain('<p>zone Europe/London</p>');
    // Anything else is not a zone: drawn in India time, the attribute left out.
    for (const cookie of ['portal_zone=%22%3E%3Cscript%3E', 'portal_zone=Mars%2FOlympus', `portal_zone=${'A'.repeat(200)}`]) {
      const other = await inZone(cookie);
      expect(other.text).toContain('<div id="root" data-shell="drawn"><h1>');
      expect(other.text).toContain('<p>zone none</p>');
    }
  });

  it('a program page is drawn for visitors and learners alike, each with their own session answer', async () => {
    const visitor = await page(gateway, '/myProg/101/0');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    const answers = carried(visitor.text) as Record<string, { data?: { viewer?: unknown; program?: { name: string } | null } }>;
    const name = answers.ProgramDetail?.data?.program?.name;
    expect(name).toEqual(expect.any(String));
    expect(answers.Session?.data?.viewer).toBeNull();
    expect(visitor.text).toContain(`<div id="root" data-shell="drawn"><h1>${name}</h1><p>for a visitor</p>`);
    expect(visitor.text).toContain(`<title>${name} · Demo</title>`);
    // Its link preview's tags too (decision 176), the drawing's title kept.
    expect(visitor.text).toMatch(/<meta property="og:title" content="[^"]+">.*<\/head>/);
    expect(visitor.text.match(/<title>/g)).toHaveLength(1);

    const learnerPage = await page(gateway, '/myProg/101/0', learner);
    expect(learnerPage.text).toContain(`for ${DEMO.learner.name}`);
    // An unknown program is drawn as the page says it: not found.
    expect((await page(gateway, '/myProg/no-such-program/0')).text).toContain('<h1>No such program</h1>');
  });

  it('is served as built to a visitor without a session, with a forged token, or for a page that is not drawn', async () => {
    const forged = { header: () => 'portal_id=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' } as CookieJar;
    for (const [route, jar, built] of [
      ['/dashboard', undefined, PAGE],
      ['/dashboard', forged, PAGE],
      ['/myPrograms', learner, PAGE],
      ['/contactUs', learner, INDEX],
    ] as const) {
      const response = await page(gateway, route, jar);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toBe(built);
      expect(response.headers['cache-control'], route).toBe('no-cache');
    }
  });

  it('is served as built when its answers are slower than the budget, when the drawing fails, needs an inline script or is not a drawing, or without a server build', async () => {
    await setFaults({ '/getUserTotalProgress': { mode: 'slow', delayMs: 3000 } });
    const slow = await page(impatient, '/dashboard', learner);
    expect(slow.status).toBe(200);
    expect(slow.text).toBe(PAGE);
    await clearFaults();

    for (const route of ['/dashboard?fail=1', '/dashboard?inline=1', '/dashboard?shapeless=1']) {
      const response = await page(gateway, route, learner);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toBe(PAGE);
    }
    expect(gateway.logText()).toContain('page served as built: drawing it failed');
    // A server build answering outside the contract (docs/decisions/200) is a failed drawing, said in the log.
    expect(gateway.logText()).toContain("the server build's drawTask answered outside the page-drawing contract");

    expect((await page(unbuilt, '/dashboard', learner)).text).toBe(PAGE);
  });

  it('past its budget, its late answers write nothing to the page already sent and start no more upstream calls', async () => {
    // Progress slower than the budget: the dashboard's events are asked after it (no batch hint in this jar).
    await setFaults({ '/getUserTotalProgress': { mode: 'slow', delayMs: 1500 } });
    const requestId = `late-answers-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const slow = await page(impatient, '/dashboard', learner).set('X-Request-Id', requestId);
    expect(slow.status).toBe(200);
    expect(slow.text).toBe(PAGE);
    const lines = () => impatient.logs().filter((line) => line.requestId === requestId);
    // Until the late work has ended, or an error was logged on its way.
    await expect.poll(() => lines().some((line) => line.msg === 'the late answers of a page served as built have ended' || Number(line.level) >= 50), { timeout: 15_000 }).toBe(true);
    // Before: the late progress answer set its batch-hint cookie on the sent page ("Cannot set headers after they are sent").
    expect(lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(JSON.stringify(lines())).not.toContain('after they are sent');
    expect(lines().some((line) => line.msg === 'cloud call' && line.operation === '/getUserTotalProgress')).toBe(true);
    // The call that would have followed progress is not made for a page nobody waits for.
    expect(lines().some((line) => line.msg === 'cloud call' && line.operation === '/getEvents')).toBe(false);
  });

  it("the course screen, for a signed-in learner, carries the course's unit list drawn from its address's course (docs/decisions/181)", async () => {
    // Python for Data Analysis, the demo learner's course with free navigation (cloud-api's learning-demo.ts).
    const response = await page(gateway, '/course?course=101203&unit=obj-101031-1', learner);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answers = carried(response.text) as Record<string, { data?: { viewer?: { course?: { title: string; units: { title: string; objects: { id: string; title: string }[] }[] } | null } } }>;
    const course = answers.CoursePage?.data?.viewer?.course;
    expect(course?.title).toBe('Python for Data Analysis');
    expect(course?.units.length).toBeGreaterThan(1);
    expect(response.text).toContain('<div id="root" data-shell="drawn"><h1>Python for Data Analysis</h1><nav aria-label="Units of the course">');
    for (const unit of course?.units ?? []) expect(response.text).toContain(`<li>${unit.title}<ul>`);
    expect(response.text).toContain('<li aria-current="step">Lesson: Introduction to Python for Data Analysis</li>');
    // The course in the address was asked, not another.
    expect(JSON.parse(JSON.parse(/id="early-graphql">([^<]*)<\/script>/.exec(response.text)?.[1] ?? '{}').CoursePage).variables).toEqual({ id: '101203' });

    // Signed out: the page as built (its own, with its chunks preloaded).
    expect((await page(gateway, '/course?course=101203&unit=obj-101031-1')).text).toBe(COURSE_PAGE);
  });

  it('the course screen is served as built when its course is slower than the budget', async () => {
    await setFaults({ '/getCourse': { mode: 'slow', delayMs: 3000 } });
    const slow = await page(impatient, '/course?course=101203&unit=obj-101031-1', learner);
    expect(slow.status).toBe(200);
    expect(slow.headers['cache-control']).toBe('no-cache');
    expect(slow.text).toBe(COURSE_PAGE);
  });
});
