import { expect, test } from './support/test';
import { signInAs } from './support/session';
import { contentUrl, portalUrl } from './support/stack';

// Course content never acts as the learner (docs/architecture.md invariant 8, docs/decisions/170).
// A hostile package: its page tries every way a package's script could reach the learner's
// account, and writes what it got into its own page. The journey serves it in place of the
// demo's SCORM 2004 launch page, at that page's real signed address on the content origin with
// the gateway's real answer headers (route.fetch, then only the body replaced), in the real
// player, runtime frame and sandbox: whatever a package holds, this is where it runs.
const COURSE = '301205';
const UNIT = { id: 'obj-301058-5', title: 'Interactive lesson (SCORM 2004)' };

const hostilePage = (portal: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hostile package</title></head>
<body>
<h1>Hostile package</h1>
<pre id="report"></pre>
<script>
(async function () {
  var report = {};
  function refused(e) { return 'refused (' + (e && e.name) + ')'; }
  var query = JSON.stringify({ query: '{ viewer { email } }' });
  try {
    var r = await fetch(${JSON.stringify(portal)} + '/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: query });
    report.portalGraphql = r.status + ' ' + (await r.text()).slice(0, 200);
  } catch (e) { report.portalGraphql = refused(e); }
  try {
    var own = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: query });
    report.ownGraphql = own.status + ' ' + (await own.text()).slice(0, 200);
  } catch (e) { report.ownGraphql = refused(e); }
  try { report.parentOrigin = parent.document.location.origin; } catch (e) { report.parentOrigin = refused(e); }
  try { report.parentParentDocument = parent.parent.document.title; } catch (e) { report.parentParentDocument = refused(e); }
  try { report.topDocument = top.document.cookie + top.document.title; } catch (e) { report.topDocument = refused(e); }
  try { report.topLocation = top.location.href; } catch (e) { report.topLocation = refused(e); }
  try { report.topStorage = top.localStorage.getItem('portal-probe'); } catch (e) { report.topStorage = refused(e); }
  try { report.storage = localStorage.getItem('portal-probe'); report.storageKeys = Object.keys(localStorage); } catch (e) { report.storage = refused(e); }
  report.cookie = document.cookie;
  report.parentCookie = (function () { try { return parent.document.cookie; } catch (e) { return refused(e); } })();
  try { top.location.href = 'about:blank#taken'; report.topNavigation = 'no error'; } catch (e) { report.topNavigation = refused(e); }
  var out = document.getElementById('report');
  out.textContent = JSON.stringify(report);
  out.setAttribute('data-done', 'true');
})();
</script>
</body>
</html>
`;

test('a package\u2019s script gets nothing of the learner: no GraphQL with the session, no portal page, storage, cookie or address', async ({ page, browserErrors }) => {
  // What the browser says as it refuses the package's attempts: these refusals are the point.
  browserErrors.allow(/violates the following Content Security Policy directive: "connect-src 'self'"/);
  browserErrors.allow(/Refused to connect because it violates the document's Content Security Policy/);
  browserErrors.allow(/Unsafe attempt to initiate navigation for frame with origin/);
  await signInAs(page);
  // Something of the portal's for the package to look for: a stored value and a cookie its scripts could read.
  await page.evaluate(() => {
    localStorage.setItem('portal-probe', 'secret-of-the-portal');
    document.cookie = 'portal_probe=secret-cookie; path=/';
  });
  const fromContent: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame() && request.url().startsWith(portalUrl)) fromContent.push(request.url());
  });
  let served = false;
  await page.route(`${contentUrl}/media/*/course/scorm2004-demo/index.html`, async (route) => {
    const response = await route.fetch();
    served = true;
    await route.fulfill({ response, body: hostilePage(portalUrl) });
  });

  await page.goto(`/course?${new URLSearchParams({ course: COURSE, unit: UNIT.id })}`);
  const unitFrame = page.locator(`iframe[title="${UNIT.title}"]`);
  await expect(unitFrame).toHaveAttribute('src', `${contentUrl}/scorm/runtime.html`);
  const report = page.frameLocator(`iframe[title="${UNIT.title}"]`).frameLocator('iframe[title="Course package"]').locator('#report[data-done="true"]');
  await expect(report).toBeAttached();
  expect(served).toBe(true);
  const got = JSON.parse((await report.textContent()) ?? '{}') as Record<string, unknown>;

  // The portal's GraphQL is out of reach (the package's policy connects to its own origin only),
  // and its own origin has no GraphQL.
  expect(got.portalGraphql).toMatch(/^refused/);
  expect(got.ownGraphql).toMatch(/^404 /);
  expect(String(got.ownGraphql)).not.toContain('@');
  // Its parent is the runtime frame, on the content origin; above that, the portal's page is another origin.
  expect(got.parentOrigin).toBe(contentUrl);
  expect(got.parentParentDocument).toMatch(/^refused/);
  expect(got.topDocument).toMatch(/^refused/);
  expect(got.topLocation).toMatch(/^refused/);
  expect(got.topStorage).toMatch(/^refused/);
  // The content origin's own storage (Chromium refuses it to a third-party frame here) and cookies: none of the portal's.
  expect(got.storage === null || /^refused/.test(String(got.storage)), String(got.storage)).toBe(true);
  expect(got.storageKeys ?? []).toEqual([]);
  expect(got.cookie).toBe('');
  expect(got.parentCookie).toBe('');
  // The sandbox keeps the portal's page where it is.
  expect(got.topNavigation).toMatch(/^refused/);
  expect(page.url()).toContain(`unit=${UNIT.id}`);
  // Not one request from a content frame reached the portal's origin.
  expect(fromContent).toEqual([]);
  // And the portal's own page still has what the package looked for.
  expect(await page.evaluate(() => localStorage.getItem('portal-probe'))).toBe('secret-of-the-portal');
});

test('an HTML lesson plays from the content origin in a sandboxed frame; media stay on the portal\u2019s origin', async ({ page }) => {
  await signInAs(page);
  await page.goto(`/course?${new URLSearchParams({ course: COURSE })}`);
  const answer = await page.evaluate(async (course) => {
    const r = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($id: ID!) { viewer { course(id: $id) { units { objects { id title kind contentUrl } } } } }', variables: { id: course } }),
    });
    return (await r.json()) as { data: { viewer: { course: { units: { objects: { id: string; title: string; kind: string; contentUrl: string | null }[] }[] } } } };
  }, COURSE);
  const objects = answer.data.viewer.course.units.flatMap((u) => u.objects).filter((o) => o.contentUrl);
  const pages = objects.filter((o) => ['SCORM', 'HTML', 'INTERACTIVITY'].includes(o.kind));
  const files = objects.filter((o) => ['VIDEO', 'PDF', 'AUDIO'].includes(o.kind));
  expect(pages.some((o) => o.kind === 'HTML')).toBe(true);
  expect(files.length).toBeGreaterThan(0);
  for (const o of pages) expect(o.contentUrl!.startsWith(`${contentUrl}/media/`), o.title).toBe(true);
  for (const o of files) expect(o.contentUrl!.startsWith('/media/'), o.title).toBe(true);

  const lesson = pages.find((o) => o.kind === 'HTML')!;
  await page.goto(`/course?${new URLSearchParams({ course: COURSE, unit: lesson.id })}`);
  const frame = page.locator(`iframe[title="${lesson.title}"]`);
  await expect(frame).toHaveAttribute('src', new RegExp(`^${contentUrl.replace(/[.]/g, '\\.')}/media/\\d+\\.f\\.`));
  expect((await frame.getAttribute('sandbox'))?.split(' ')).not.toContain('allow-same-origin');
  await expect(page.frameLocator(`iframe[title="${lesson.title}"]`).locator('h1, h2').first()).toBeVisible();
});
