/**
 * Semester End Exam (spec part 3, sections 2.13, 2.14, 3.10, 4.4 and 7.6;
 * issue 20): the learner's assigned tests, India time, their results, the
 * online-test token, and a local stand-in of the external test provider that
 * accepts the token, shows the test, lets the learner finish and records the
 * result, so the whole loop runs on one machine (docs/decisions/237, 238).
 */
import { createHash, randomBytes } from 'node:crypto';
import express, { type Response, type Router } from 'express';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assignedTestStatusFromWire, escapeHtml, formatTestDuration, formatTestTime, normaliseEmail, testStartRefusal, TIME_ZONE_LABELS, toIndiaIso } from '@portal/domain';
import { sameSecret } from '@portal/domain/secrets';
import { schema, type Db } from '../db/client.js';
import type { StoredTestQuestion } from '../db/schema.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import { requestCookie, standInPage } from '../stand-in-page.js';
import type { CloudArea } from '../area.js';
import { DEMO_TEST_QUESTIONS, seedTests } from '../seed/tests-demo.js';

const TEST_PROVIDER_START_PATH = '/test-provider/start';
const TEST_PROVIDER_FINISH_PATH = '/test-provider/finish';
/** How long a token may wait before the provider opens the test with it (docs/decisions/238). */
const TEST_TOKEN_TTL_MS = 5 * 60_000;
/**
 * A finish form that arrives this long after the attempt's time is up still counts: the way from
 * the learner's press to here on a slow connection (docs/decisions/286).
 */
export const FINISH_GRACE_MS = 60_000;
/** The finish form's CSRF cookie: the attempt's secret, sent back only by the provider's own pages. */
const CSRF_COOKIE = 'test_provider_csrf';

const { assignedTests, testAssignments, testResults, testTokens } = schema;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A learner's login id as stored: their e-mail, lower-cased (as the identity endpoint keeps user names). */

type TestRow = typeof assignedTests.$inferSelect;

/**
 * When an attempt's time is up (issue 31, section 5): the test's duration from the moment the
 * provider opened it, and never after the test's end. A finish is taken until the grace after it.
 */
const attemptEnds = (openedAt: number, test: TestRow) => Math.min(openedAt + test.totalMinutes * 60_000, test.endsAt.getTime());

/** The learner's assigned test, or undefined when it is not theirs (or not this organisation's). */
async function assignedTo(db: Db, oid: string, loginId: string, testId: number): Promise<TestRow | undefined> {
  const [row] = await db
    .select({ test: assignedTests })
    .from(testAssignments)
    .innerJoin(assignedTests, eq(assignedTests.testId, testAssignments.testId))
    .where(and(eq(testAssignments.loginId, normaliseEmail(loginId)), eq(testAssignments.testId, testId), eq(assignedTests.oid, oid)))
    .limit(1);
  return row?.test;
}

async function hasResult(db: Db, loginId: string, testId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(testResults)
    .where(and(eq(testResults.loginId, normaliseEmail(loginId)), eq(testResults.testId, testId)))
    .limit(1);
  return Boolean(row);
}

/** Why the learner may not start the test now (the domain's one rule, by this server's clock), or null. */
async function refusalNow(db: Db, test: TestRow, loginId: string, now: number) {
  return testStartRefusal(
    {
      status: assignedTestStatusFromWire(test.status),
      hasResult: await hasResult(db, loginId, test.testId),
      startsAt: test.startsAt,
      endsAt: test.endsAt,
    },
    now,
  );
}

function testsRoutes({ db, config, clock }: RouteContext): ContractRoutes {
  return {
    '/getAssignedTests': async ({ loginId }) => {
      const rows = await db
        .select({ test: assignedTests })
        .from(testAssignments)
        .innerJoin(assignedTests, eq(assignedTests.testId, testAssignments.testId))
        .where(and(eq(testAssignments.loginId, normaliseEmail(loginId)), eq(assignedTests.oid, config.oid)))
        .orderBy(asc(assignedTests.startsAt), asc(assignedTests.testId));
      return {
        assignedTests: rows.map(({ test }) => ({
          test_id: test.testId,
          test_name: test.name,
          start_time: toIndiaIso(test.startsAt),
          end_time: toIndiaIso(test.endsAt),
          testStatus: test.status,
          testTotalTime: test.totalMinutes,
        })),
      };
    },

    '/getIndianTime': async () => ({ itime: toIndiaIso(clock()) }),

    '/getTestResult': async ({ emailid }) => {
      const rows = await db
        .select({ result: testResults })
        .from(testResults)
        .innerJoin(assignedTests, eq(assignedTests.testId, testResults.testId))
        .where(and(eq(testResults.loginId, normaliseEmail(emailid)), eq(assignedTests.oid, config.oid)));
      return Object.fromEntries(
        rows.map(({ result }) => [
          String(result.testId),
          {
            score: result.score,
            total: result.total,
            finished_at: result.finishedAt.toISOString(),
          },
        ]),
      );
    },

    '/getOnlineTestToken': async ({ loginId, testId }) => {
      const test = await assignedTo(db, config.oid, loginId, testId);
      if (!test) throw notFound('No such test for this learner');
      const now = clock();
      const refusal = await refusalNow(db, test, loginId, now);
      if (refusal) throw new HttpError(409, refusal, 'The test cannot be started now');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + TEST_TOKEN_TTL_MS);
      await db.insert(testTokens).values({
        tokenHash: sha256(token),
        testId,
        loginId: normaliseEmail(loginId),
        expiresAt,
      });
      return { token, expiresAt: expiresAt.toISOString() };
    },
  };
}

// ---- the local test provider -------------------------------------------------

/** The provider's pages: never cached, never framed, no referrer (the start address carries the token), forms only to itself. */
function sendPage(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    })
    .type('html')
    .send(standInPage('Test provider', title, body));
}

/** The finish form's CSRF cookie (no Path: it defaults to the provider's directory, under any proxy prefix). */
function csrfCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${CSRF_COOKIE}=${value}; Max-Age=${Math.floor(maxAgeSeconds)}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

const REFUSALS: Record<string, string> = {
  TEST_DEACTIVATED: 'This test is deactivated.',
  TEST_TAKEN: 'Your result for this test is already recorded.',
  TEST_NOT_STARTED: 'This test has not started yet.',
  TEST_ENDED: 'This test has ended.',
};

const finishBody = z.object({ csrf: z.string().min(20).max(100) }).passthrough();

function testProviderRouter({ db, config, clock }: RouteContext): Router {
  const router = express.Router();
  const backLink = (testId?: number) => {
    if (!/^https?:\/\//i.test(config.portalUrl)) return '';
    const href = `${config.portalUrl.replace(/\/+$/, '')}/testresult${testId ? `?test=${testId}` : ''}`;
    return `<p><a href="${escapeHtml(href)}">Return to the portal</a></p>`;
  };
  const refuse = (res: Response, reason: string, testId?: number) =>
    sendPage(res, 403, 'The test cannot be opened', `<p role="alert">${escapeHtml(reason)}</p><p>Go back to the portal and press Start again.</p>${backLink(testId)}`);

  router.get(TEST_PROVIDER_START_PATH, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return refuse(res, 'This test link is not valid.');
    const now = clock();
    const [row] = await db
      .select()
      .from(testTokens)
      .where(eq(testTokens.tokenHash, sha256(token)))
      .limit(1);
    if (!row) return refuse(res, 'This test link is not valid.');
    if (row.usedAt) return refuse(res, 'This test link was already used.', row.testId);
    if (row.expiresAt.getTime() < now) return refuse(res, 'This test link has expired.', row.testId);
    const [test] = await db.select().from(assignedTests).where(eq(assignedTests.testId, row.testId)).limit(1);
    if (!test) return refuse(res, 'This test link is not valid.');
    const refusal = await refusalNow(db, test, row.loginId, now);
    if (refusal) return refuse(res, REFUSALS[refusal] ?? 'The test cannot be started now.', test.testId);
    // Spent here, once: of two tabs opened with one token, only one gets the test.
    const attempt = randomBytes(32).toString('base64url');
    const spent = await db
      .update(testTokens)
      .set({ usedAt: new Date(now), attemptHash: sha256(attempt) })
      .where(and(eq(testTokens.tokenHash, row.tokenHash), isNull(testTokens.usedAt), gt(testTokens.expiresAt, new Date(now))))
      .returning({ testId: testTokens.testId });
    if (spent.length === 0) return refuse(res, 'This test link was already used.', row.testId);
    const finishBy = attemptEnds(now, test);
    // No Path: the cookie belongs to the provider's own directory, wherever a proxy mounts it. It
    // outlives the attempt by an hour, so a late form is answered "Time is up", not "could not be
    // verified": the server's clock decides (at the finish), never the cookie's age.
    res.append('Set-Cookie', csrfCookie(attempt, (finishBy + FINISH_GRACE_MS + 3_600_000 - now) / 1000, config.publicUrl.startsWith('https:')));
    const questions = (test.questions as StoredTestQuestion[])
      .map(
        (q, i) =>
          `<fieldset><legend>${i + 1}. ${escapeHtml(q.text)}</legend>${q.options
            .map((option, j) => `<label><input type="radio" name="q${i}" value="${j}"> ${escapeHtml(option)}</label>`)
            .join('')}</fieldset>`,
      )
      .join('');
    sendPage(
      res,
      200,
      test.name,
      `<dl><dt>Candidate</dt><dd data-testid="candidate">${escapeHtml(row.loginId)}</dd><dt>Ends</dt><dd>${escapeHtml(`${formatTestTime(test.endsAt)} ${TIME_ZONE_LABELS.india}`)}</dd><dt>Duration</dt><dd>${escapeHtml(formatTestDuration(test.totalMinutes))}</dd><dt>Finish by</dt><dd data-testid="finish-by">${escapeHtml(`${formatTestTime(finishBy)} ${TIME_ZONE_LABELS.india}`)}</dd></dl>
<form method="post" action="finish">
<input type="hidden" name="csrf" value="${escapeHtml(attempt)}">
${questions}<button type="submit">Finish test</button></form>`,
    );
  });

  router.post(TEST_PROVIDER_FINISH_PATH, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 60 }), async (req, res) => {
    const body = finishBody.safeParse(req.body);
    // CSRF: the form's token is the attempt's secret (kept only as a hash) and must match the
    // SameSite=Strict cookie that only this provider's page set.
    if (!body.success || !sameSecret(body.data.csrf, requestCookie(req, CSRF_COOKIE))) return refuse(res, 'This form could not be verified.');
    const attempt = body.data.csrf;
    const now = clock();
    const [row] = await db
      .select({ token: testTokens, test: assignedTests })
      .from(testTokens)
      .innerJoin(assignedTests, eq(assignedTests.testId, testTokens.testId))
      .where(eq(testTokens.attemptHash, sha256(attempt)))
      .limit(1);
    if (!row) return refuse(res, 'This attempt is not open.');
    const { token, test } = row;
    // The attempt's own time, not only the test's end (issue 31, section 5): checked here, on the
    // server's clock, whatever the page or its cookie said.
    const openedAt = token.usedAt?.getTime() ?? 0;
    const timeUp = attemptEnds(openedAt, test);
    if (now > timeUp + FINISH_GRACE_MS) {
      // The attempt closes: a late form is not taken later either.
      await db
        .update(testTokens)
        .set({ attemptHash: null })
        .where(and(eq(testTokens.tokenHash, token.tokenHash), eq(testTokens.attemptHash, sha256(attempt))));
      res.append('Set-Cookie', csrfCookie('', 0, config.publicUrl.startsWith('https:')));
      return sendPage(
        res,
        403,
        'Time is up',
        `<p role="alert">Your time for this test ran out at ${escapeHtml(`${formatTestTime(timeUp)} ${TIME_ZONE_LABELS.india}`)}, so these answers were not recorded.</p><p>A test is finished within its duration (${escapeHtml(formatTestDuration(test.totalMinutes))}) from when it opened, and before the test ends.</p>${backLink(test.testId)}`,
      );
    }
    const questions = test.questions as StoredTestQuestion[];
    const answers = req.body as Record<string, unknown>;
    const score = questions.filter((q, i) => answers[`q${i}`] === String(q.answer)).length;
    // The result is the token's learner's, whatever the form says; recorded once (the attempt closes with it).
    const recorded = await db.transaction(async (tx) => {
      const closed = await tx
        .update(testTokens)
        .set({ attemptHash: null })
        .where(and(eq(testTokens.tokenHash, token.tokenHash), eq(testTokens.attemptHash, sha256(attempt))))
        .returning({ testId: testTokens.testId });
      if (closed.length === 0) return [];
      return tx
        .insert(testResults)
        .values({
          testId: test.testId,
          loginId: token.loginId,
          score,
          total: questions.length,
          finishedAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ score: testResults.score });
    });
    res.append('Set-Cookie', csrfCookie('', 0, config.publicUrl.startsWith('https:')));
    if (recorded.length === 0) return refuse(res, REFUSALS.TEST_TAKEN!, test.testId);
    sendPage(
      res,
      200,
      'Test finished',
      `<p role="status">Your answers to ${escapeHtml(test.name)} are recorded: ${score} of ${questions.length}.</p><p>You may close this tab and return to the portal.</p>${backLink(test.testId)}`,
    );
  });
  return router;
}

// ---- test-only admin (docs/decisions/239) -------------------------------------

const assignBody = z.object({
  loginId: z.string().trim().min(1).max(320),
  name: z.string().trim().min(1).max(200).optional(),
  startsInSeconds: z.number().int(),
  endsInSeconds: z.number().int(),
  minutes: z.number().int().min(1).max(600).default(30),
  status: z.string().max(40).default('Active'),
});

/** Only when CLOUD_API_FAULT_ADMIN=true: a test assigned to one learner, its window relative to the server's now. */
function testsAdminRouter({ db, config, clock }: RouteContext): Router {
  const router = express.Router();
  router.post('/__tests/assign', express.json({ limit: '8kb' }), async (req, res) => {
    const body = assignBody.safeParse(req.body);
    if (!body.success)
      return void res.status(400).json({
        error: {
          code: 'BAD_REQUEST',
          message: body.error.issues.map((i) => i.message).join('; '),
        },
      });
    const { loginId, name, startsInSeconds, endsInSeconds, minutes, status } = body.data;
    if (endsInSeconds < startsInSeconds)
      return void res.status(400).json({
        error: {
          code: 'BAD_REQUEST',
          message: 'the end is before the start',
        },
      });
    const at = (seconds: number) => new Date(clock() + seconds * 1000);
    const testId = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7264237)`);
      const [{ next }] = await tx
        .select({
          next: sql<number>`coalesce(max(${assignedTests.testId}), 7000)::int + 1`,
        })
        .from(assignedTests);
      await tx.insert(assignedTests).values({
        testId: next,
        oid: config.oid,
        name: name ?? `Semester End Test ${next}`,
        startsAt: at(startsInSeconds),
        endsAt: at(endsInSeconds),
        totalMinutes: minutes,
        status,
        questions: DEMO_TEST_QUESTIONS,
      });
      await tx.insert(testAssignments).values({ testId: next, loginId: normaliseEmail(loginId) });
      return next;
    });
    res.json({ testId });
  });
  return router;
}

/** The area's piece (areas.ts): its paths, a test assigned for one learner (docs/decisions/239), the test provider's stand-in (docs/decisions/238), tests open, upcoming, past and Deactivated. */
export const testsArea: CloudArea = {
  routes: testsRoutes,
  testAdmin: testsAdminRouter,
  standIn: testProviderRouter,
  seed: (demo) => (tx) => seedTests(tx, demo),
};
