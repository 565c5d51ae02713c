import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, testWithPartitionedStorage as test, type Page } from './support/test';
import { signInAs, waitForLiveApp } from './support/session';
import { cloudUrl, contentUrl, newClassmate, webDistCopy } from './support/stack';

/**
 * Learning without a connection (issue 34; docs/decisions/330): the portal installs (a
 * manifest, icons, a service worker), opens its shell offline and says so, and offers a new
 * version when one is deployed.
 */

/** The worker script this worker's stack serves: its own copy of the build (playwright.config.ts). */
const SERVICE_WORKER_FILE = path.join(webDistCopy, 'service-worker.js');

/** Puts a worker script in the build's place in one step: a file rewritten in place can be served half written. */
function deployWorker(script: string) {
  const next = `${SERVICE_WORKER_FILE}.${process.pid}.next`;
  writeFileSync(next, script);
  renameSync(next, SERVICE_WORKER_FILE);
}

/**
 * Waits until the portal's service worker controls the page: it is registered once the page is
 * idle and installs with its whole precache, which on a busy machine takes a while.
 */
async function controlledByTheWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 90_000 }).toMatch(/\/service-worker\.js$/);
}

test('the portal is installable: a manifest with icons, and a service worker controls its pages', async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as { name: string; start_url: string; display: string; icons: { sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Demo Online University', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  await controlledByTheWorker(page);
});

test('offline, the app shell opens and says the learner is offline; nothing the gateway drew for them is kept', async ({ page, context, browserErrors }) => {
  browserErrors.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
  await signInAs(page);
  await page.goto('/dashboard');
  await waitForLiveApp(page);
  await controlledByTheWorker(page);
  // Nothing but the build's own files in the worker's caches: no page drawn for the learner, no /graphql answer.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => url.startsWith('/graphql') || url === '/dashboard')).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You are offline', { exact: true })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
});

test('a new deploy shows the update prompt, and Reload runs the new version', async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);
  await controlledByTheWorker(page);
  // A new deploy: a new worker script (every build's precache list makes one). Playwright's routes
  // do not reach a worker's script, so the file changes in this stack's own copy of the build,
  // until this page's browser has installed it.
  const deployed = readFileSync(SERVICE_WORKER_FILE, 'utf8');
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of the portal is ready' });
  try {
    deployWorker(`${deployed}\n// deploy ${Date.now()}\n`);
    await page.reload();
    await waitForLiveApp(page);
    await expect(prompt).toBeVisible();
  } finally {
    deployWorker(deployed);
  }
  // The new worker takes over and the page reloads once, with no prompt.
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => (r?.waiting ? 'waiting' : (r?.active?.state ?? null))))).toBe('activated');
  await waitForLiveApp(page);
  await expect(page.getByText('A new version of the portal is ready')).toBeHidden();
});

// The media course (MBA batch 3012, Organisational Behaviour; free navigation): a PDF, an audio unit
// and SCORM packages (packages/cloud-api/src/seed/learning-media.ts).
const MEDIA_COURSE = '301205';
const AUDIO = { id: 'obj-301058-2', title: 'Audio briefing' };
const SCORM = { id: 'obj-301058-4', title: 'Interactive lesson (SCORM 1.2)' };
const PDF = { id: 'obj-301058-3', title: 'Reading: motivation at work' };
const unitPath = (unit?: string) => `/course?${new URLSearchParams(unit ? { course: MEDIA_COURSE, unit } : { course: MEDIA_COURSE })}`;

/** The learner's objects as the gateway holds them now. */
async function serverStates(page: Page): Promise<Record<string, string>> {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: `query { viewer { course(id: "${MEDIA_COURSE}") { units { objects { id state } } } } }` },
  });
  const body = (await answer.json()) as { data: { viewer: { course: { units: { objects: { id: string; state: string }[] }[] } } } };
  return Object.fromEntries(body.data.viewer.course.units.flatMap((u) => u.objects.map((o) => [o.id, o.state])));
}

/** Everything the portal keeps for the learner on the device: saved courses, queued actions, saved files. */
const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const files = (await caches.has('portal-saved-files')) ? (await (await caches.open('portal-saved-files')).keys()).length : 0;
    const counts = await new Promise<number[]>((resolve) => {
      const open = indexedDB.open('portal-offline');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('courses')) return resolve([0, 0]);
        const tx = db.transaction(['courses', 'queue']);
        const courses = tx.objectStore('courses').count();
        const queue = tx.objectStore('queue').count();
        tx.oncomplete = () => resolve([courses.result, queue.result]);
      };
    });
    return { files, courses: counts[0], queued: counts[1] };
  });

/** The runtime data of the package commits waiting on the device, oldest first. */
const queuedScormData = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { operationName: string; variables: { input?: { data?: string } } }[])
                .filter((action) => action.operationName === 'ScormCommit')
                .map((action) => action.variables.input?.data ?? ''),
            );
        };
      }),
  );

/** The learner signs out from the account menu; nothing of theirs is left on the device. */
async function signOutLeavesNothing(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign-out' }).click();
  await expect.poll(() => keptOnDevice(page)).toEqual({ files: 0, courses: 0, queued: 0 });
}

/**
 * A new learner of the media course (so no other journey's progress is theirs) saves it for
 * offline on the course screen: the sizes first (a video's with them), then the download.
 */
async function newLearnerSavesTheCourse(page: Page, label: string) {
  await signInAs(page, await newClassmate(label));
  await page.goto(unitPath());
  await waitForLiveApp(page);
  await controlledByTheWorker(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  const panel = page.getByRole('group', { name: 'Save for offline' });
  await expect(panel).toContainText(/\d+ files to save, [\d.]+ [KMG]?B: /);
  // The packages and lessons too, kept on course content's own origin by its keeper (docs/decisions/390).
  for (const kind of ['PDF', 'Audio', 'Video', 'SCORM packages', 'Lessons']) await expect(panel).toContainText(new RegExp(`${kind} [\\d.]+ [KMG]?B`));
  await expect(panel).toContainText('Online only: ');
  await panel.getByRole('button', { name: /^Save [\d.]+ [KMG]?B$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for offline' })).toBeVisible({ timeout: 60_000 });
}

/** What an admin switches (the cloud API's test-only admin, docs/decisions/174): here the course's free navigation. */
async function setFreeNavigation(on: boolean) {
  const answer = await fetch(`${cloudUrl}/__learning/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bcid: Number(MEDIA_COURSE), freeNavigation: on }),
  });
  if (!answer.ok) throw new Error(`switches: ${answer.status}`);
}

test('a saved course opens offline, its PDF and audio play, Mark Complete waits and reaches the portal once back online; sign-out leaves nothing', async ({ page, context, browserErrors }) => {
  test.setTimeout(180_000);
  browserErrors.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
  await newLearnerSavesTheCourse(page, 'offline');

  // The Downloads screen lists it, with its size and the space left.
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved courses' })).toContainText('Organisational Behaviour');
  await expect(page.getByText(/Space left on this device: /)).toBeVisible();

  // Offline: the course opens from what was saved; the PDF and the audio play.
  await context.setOffline(true);
  await page.goto(unitPath(PDF.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Organisational Behaviour' })).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${PDF.title}, Done$`) })).toBeVisible();

  await page.goto(unitPath(AUDIO.id));
  const audio = page.locator('audio').first();
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    return a.play();
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Mark Complete' }).click();

  // Both wait on the device, in order.
  await page.goto('/downloads');
  const waiting = page.getByRole('list', { name: 'Waiting for the connection' });
  await expect(waiting).toContainText(`Mark Complete: "${PDF.title}"`);
  await expect(waiting).toContainText(`Mark Complete: "${AUDIO.title}"`);

  // Back online: the queue reaches the portal, once, and the learner is told.
  await context.setOffline(false);
  await expect(page.getByText(/What you did offline \(\d+ steps\) has reached the portal\./)).toBeVisible();
  const states = await serverStates(page);
  expect(states[PDF.id]).toBe('COMPLETED');
  expect(states[AUDIO.id]).toBe('COMPLETED');
  await expect.poll(async () => (await keptOnDevice(page)).queued).toBe(0);

  // Sign-out leaves nothing of the learner's on the device.
  expect((await keptOnDevice(page)).courses).toBe(1);
  await signOutLeavesNothing(page);
});

/** The media course's first HTML lesson (the demo's unit of a lesson, a PDF and a quiz). */
async function firstLesson(page: Page): Promise<{ id: string; title: string }> {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: `query { viewer { course(id: "${MEDIA_COURSE}") { units { objects { id kind title } } } } }` },
  });
  const body = (await answer.json()) as { data: { viewer: { course: { units: { objects: { id: string; kind: string; title: string }[] }[] } } } };
  return body.data.viewer.course.units.flatMap((u) => u.objects).find((o) => o.kind === 'HTML')!;
}

/** The learner's stored runtime data of a package, as the gateway holds it now. */
async function serverScorm(page: Page, objectId: string): Promise<{ completed: boolean; data: string | null }> {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: `query { scormRuntime(courseId: "${MEDIA_COURSE}", objectId: "${objectId}") { completed data } }` },
  });
  return ((await answer.json()) as { data: { scormRuntime: { completed: boolean; data: string | null } } }).data.scormRuntime;
}

/**
 * How many saved files course content's own origin keeps for the portal's pages (its storage,
 * under the portal's site): read in a frame of that origin opened for the purpose.
 */
async function keptOnContentOrigin(page: Page): Promise<number> {
  const src = `${contentUrl}/scorm/keeper.html`;
  await page.evaluate((url) => {
    document.querySelectorAll('iframe[data-probe]').forEach((old) => old.remove());
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.dataset.probe = '';
    frame.src = url;
    document.body.append(frame);
  }, src);
  try {
    const frame = (await (await page.locator('iframe[data-probe]').elementHandle())?.contentFrame())!;
    await expect.poll(() => frame.url()).toBe(src);
    await frame.waitForLoadState();
    return await frame.evaluate(async () => ((await caches.has('content-saved-files')) ? (await (await caches.open('content-saved-files')).keys()).length : 0));
  } finally {
    await page.evaluate(() => document.querySelector('iframe[data-probe]')?.remove());
  }
}

test('a SCORM package and an HTML lesson saved for offline play offline from the content origin, and what the learner did in the package reaches the portal once back online', async ({
  page,
  context,
  browserErrors,
}) => {
  test.setTimeout(180_000);
  browserErrors.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
  await newLearnerSavesTheCourse(page, 'offline-scorm');
  const lesson = await firstLesson(page);

  // Offline: the package opens in its runtime frame on the content origin (never the portal's), from what its worker kept.
  await context.setOffline(true);
  await page.goto(unitPath(SCORM.id));
  const unitFrame = page.locator(`iframe[title="${SCORM.title}"]`);
  await expect(unitFrame).toHaveAttribute('src', `${contentUrl}/scorm/runtime.html`);
  const pkg = page.frameLocator(`iframe[title="${SCORM.title}"]`).frameLocator('iframe[title="Course package"]');
  await expect(pkg.getByRole('status')).toHaveText('Step 1 of 3.');
  await pkg.getByRole('button', { name: 'Next step' }).click();
  await expect(pkg.getByRole('status')).toHaveText('Step 2 of 3.');
  await pkg.getByRole('button', { name: 'Next step' }).click();
  await pkg.getByRole('button', { name: 'Finish lesson' }).click();
  await expect(pkg.getByRole('status')).toHaveText('Lesson completed.');
  // The commit that says so is on the device before the learner leaves the unit: the package
  // shows its last words as it posts them, and a page left within that moment loses them (decision 400).
  await expect.poll(() => queuedScormData(page)).toContainEqual(expect.stringMatching(/"lesson_status":"(passed|completed)"/));

  // A saved HTML lesson opens offline too, in the content origin's lesson frame, the lesson itself still sandboxed.
  await page.goto(unitPath(lesson.id));
  const lessonFrame = page.locator(`iframe[title="${lesson.title}"]`);
  await expect(lessonFrame).toHaveAttribute('src', new RegExp(`^${contentUrl.replace(/[.]/g, '\\.')}/scorm/lesson\\.html#`));
  await expect(page.frameLocator(`iframe[title="${lesson.title}"]`).frameLocator('iframe[title="Lesson"]').getByText('Read the unit’s PDF next, then try the short quiz.')).toBeVisible();

  // Its commits wait on the device.
  await page.goto('/downloads');
  await expect(page.getByRole('list', { name: 'Waiting for the connection' })).toContainText(`Progress in "${SCORM.title}"`);

  // Back online: the package's state reaches the portal, which decides it is completed.
  await context.setOffline(false);
  await expect(page.getByText(/What you did offline( \(\d+ steps\))? has reached the portal\./)).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await keptOnDevice(page)).queued).toBe(0);
  const stored = await serverScorm(page, SCORM.id);
  expect(stored.completed).toBe(true);
  expect(JSON.parse(stored.data ?? '{}')).toMatchObject({ core: { lesson_status: expect.stringMatching(/^(passed|completed)$/) } });

  // Sign-out wipes the packages' copy on the content origin too.
  await expect.poll(() => keptOnContentOrigin(page)).toBeGreaterThan(0);
  await signOutLeavesNothing(page);
  await expect.poll(() => keptOnContentOrigin(page)).toBe(0);
});

test("a unit completed offline out of order is refused when the queue arrives, and the learner reads why in the spec's words", async ({ page, context, browserErrors }) => {
  test.setTimeout(180_000);
  browserErrors.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
  await newLearnerSavesTheCourse(page, 'offline-order');

  await context.setOffline(true);
  await page.goto(unitPath(PDF.id));
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`${PDF.title}, Done$`) })).toBeVisible();
  try {
    // Meanwhile an admin turns the course's free navigation off: the units before this one are not complete.
    await setFreeNavigation(false);
    await context.setOffline(false);
    const refusal = page
      .getByRole('status')
      .filter({ hasText: 'The portal did not accept something you did offline' })
      .filter({ hasText: `Mark Complete: "${PDF.title}"` });
    await expect(refusal).toContainText('Please Mark Complete previously viewed object.');
    expect((await serverStates(page))[PDF.id]).not.toBe('COMPLETED');
  } finally {
    await setFreeNavigation(true);
  }
});

// The quiz course (Data Analytics, batch 1012; free navigation): unit quizzes and a discussion (packages/cloud-api/src/seed/learning-demo.ts).
const QUIZ_COURSE = '101204';
const SUMMATIVE = { id: 'obj-101041-3', title: 'Summative quiz' };

/** The learner's summative quiz result and the discussion's questions (their texts), as the gateway holds them now. */
async function quizCourseOnServer(page: Page): Promise<{ percent: number | null; questions: string[] }> {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: `query { viewer { course(id: "${QUIZ_COURSE}") { unitQuiz(objectId: "${SUMMATIVE.id}") { result { percent } } } } courseDiscussion(courseId: "${QUIZ_COURSE}") { questionsConnection(first: 50) { nodes { text } } } }`,
    },
  });
  const body = (await answer.json()) as {
    data: { viewer: { course: { unitQuiz: { result: { percent: number } | null } } }; courseDiscussion: { questionsConnection: { nodes: { text: string }[] } } };
  };
  return { percent: body.data.viewer.course.unitQuiz.result?.percent ?? null, questions: body.data.courseDiscussion.questionsConnection.nodes.map((q) => q.text) };
}

test('a unit quiz answered and discussion posts written offline reach the portal once back online; a refused post says why', async ({ page, context, browserErrors }) => {
  test.setTimeout(240_000);
  browserErrors.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
  await signInAs(page, await newClassmate('offline-quiz', 1012));
  const stamp = Date.now().toString(36);
  const repeated = `Is the summative quiz marked by hand? (${stamp})`;
  const fresh = `Which chart suits a share of a whole? (${stamp})`;

  // Online: one question posted, the Discussion tab's code loaded, then the course saved with its quizzes.
  await page.goto(`/course?course=${QUIZ_COURSE}&tab=discussion`);
  await waitForLiveApp(page);
  await controlledByTheWorker(page);
  const box = page.getByRole('textbox', { name: 'Your question' });
  // The tab's code and its first answer arrive on demand: the box takes text once the list (or its empty state) shows.
  await expect(page.getByRole('list', { name: 'Questions' }).or(page.getByText('No questions yet'))).toBeVisible({ timeout: 30_000 });
  await box.fill(repeated);
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page.getByText('Posted Successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/course?course=${QUIZ_COURSE}`);
  await waitForLiveApp(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  const panel = page.getByRole('group', { name: 'Save for offline' });
  await expect(panel).toContainText(`Quizzes to answer offline (your answers are sent when the connection returns): `);
  await expect(panel).toContainText(SUMMATIVE.title);
  await panel.getByRole('button', { name: /^Save [\d.]+ [KMG]?B$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for offline' })).toBeVisible({ timeout: 60_000 });

  // Offline: the quiz opens from the device and is answered; the device says the answers wait.
  await context.setOffline(true);
  await page.goto(`/course?course=${QUIZ_COURSE}&unit=${SUMMATIVE.id}`);
  const player = page.getByRole('region', { name: SUMMATIVE.title });
  await player.getByRole('button', { name: 'Start Quiz' }).click({ timeout: 30_000 });
  await player.getByRole('radio', { name: '256', exact: true }).check({ force: true });
  await player.getByRole('button', { name: /Next/ }).click();
  await player.getByRole('checkbox', { name: 'RAM' }).check({ force: true });
  await player.getByRole('button', { name: /Next/ }).click();
  await player.getByRole('combobox', { name: /Answer to question/ }).selectOption('A');
  await player.getByRole('button', { name: 'Submit' }).click();
  await expect(player.getByText('You are offline. Your answers are kept on this device and sent when the connection returns; your result shows then.')).toBeVisible();
  // Pressed again, the answers still go once.
  await player.getByRole('button', { name: 'Submit' }).click();

  // Offline: two questions written; the first repeats the learner's last post, which the portal refuses when it arrives.
  await page.goto(`/course?course=${QUIZ_COURSE}&tab=discussion`);
  // The discussion as saved, with the question posted before.
  await expect(page.getByRole('list', { name: 'Questions' })).toContainText(repeated, { timeout: 30_000 });
  for (const text of [repeated, fresh]) {
    await box.fill(text);
    await page.getByRole('button', { name: 'Post question' }).click();
    await expect(page.getByText('You are offline. Your post is kept on this device and posted when the connection returns.')).toBeVisible();
    await expect(box).toHaveValue('');
  }
  await page.goto('/downloads');
  const waiting = page.getByRole('list', { name: 'Waiting for the connection' });
  await expect(waiting).toContainText(`Answers to "${SUMMATIVE.title}"`);
  await expect(waiting).toContainText(`Question in the discussion: "${fresh}"`);
  await expect(waiting.getByText(`Answers to "${SUMMATIVE.title}"`)).toHaveCount(1);

  // Back online: the answers are graded, the new question posted once, the repeat refused in the portal's words.
  await context.setOffline(false);
  await expect(page.getByText(/What you did offline \(\d+ steps\) has reached the portal\./)).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The portal did not accept something you did offline' })
      .filter({ hasText: `Question in the discussion: "${repeated}"` }),
  ).toContainText('You have just posted this. Please write something new.');
  await expect.poll(async () => (await keptOnDevice(page)).queued).toBe(0);
  const server = await quizCourseOnServer(page);
  expect(server.percent).toBeCloseTo(66.67, 1);
  expect(server.questions.filter((q) => q === fresh)).toHaveLength(1);
  expect(server.questions.filter((q) => q === repeated)).toHaveLength(1);
});
