/**
 * A local stand-in for the instructors' side of project objectives (spec
 * part 2, section 6: "Approval and rejection of project messages is done
 * elsewhere"; issue 19), so that the whole loop runs on one machine: an
 * instructor of the demo university signs in with their e-mail and password
 * and replies to, approves or rejects the messages of the courses they
 * teach. It lives on the cloud API's own address only: the gateway does not
 * serve it and the compose file's nginx does not route it (docs/decisions/213).
 *
 * Safety: every value is escaped; the session is a random id in an HttpOnly,
 * SameSite=Strict cookie scoped to this path, kept in this process's memory
 * (a stand-in: one process, signed out by a restart); every form carries a
 * CSRF token (sign-in: double submit; signed in: an HMAC of the session) and
 * the pages send a CSP that allows no script at all.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '@portal/domain/secrets';
import express, { type Request, type Response, type Router } from 'express';
import { eq, inArray } from 'drizzle-orm';
import { escapeHtml, normaliseEmail, notificationText, PROJECT_MESSAGE_STATUS_LABEL, projectMessageStatus, projectMessageStatusCode, textProblem } from '@portal/domain';
import { schema } from '../db/client.js';
import { createSignInGuard, tooManyAttemptsMessage, type SignInGuardOptions } from '../identity/sign-in-guard.js';
import type { RouteContext } from './context.js';
import { learnersOfBatch, notify } from './notifications.js';
import { requestCookie, standInPage } from '../stand-in-page.js';
import { appendReply, decideMessage, instructorsMessages } from './projects.js';
import type { CloudArea } from '../area.js';

const INSTRUCTOR_CONSOLE_PATH = '/instructor-console';
const SESSION_COOKIE = 'instructor_console_session';
const SIGN_IN_COOKIE = 'instructor_console_csrf';
const SESSION_MS = 8 * 3_600_000;

/** The console's own rules, after the stand-ins' shared ones: wider, with cards for the messages and full-width fields. */
const CONSOLE_STYLE =
  'body{max-width:52rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}label{font-weight:600;margin-top:.5rem}textarea,select,input[type=text],input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.4rem}button{margin:.5rem .5rem 0 0;padding:.4rem .8rem}.muted{color:#555}';

const page = (title: string, body: string) => standInPage('Instructor console', title, body, CONSOLE_STYLE);

/** A program's name as text (the older API's pname may hold simple HTML). */
const plainName = (name: string) => name.replace(/<[^>]*>/g, '').trim();

const ANNOUNCEMENT_TITLE_MAX = 200;
const ANNOUNCEMENT_TEXT_MAX = 5000;

/** An announcement's text as the HTML description it is stored with: escaped, paragraphs and line breaks kept. */
function announcementHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

type Db = RouteContext['db'];
type MessageRow = Awaited<ReturnType<typeof instructorsMessages>>[number];

/** The console's sessions, kept in this process's memory, each with its CSRF token (an HMAC of the session id). */
function consoleSessions(config: RouteContext['config']) {
  const secret = randomBytes(32);
  const sessions = new Map<string, { email: string; name: string; bcids: number[]; expires: number }>();
  const csrfFor = (sessionId: string) => createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
  const session = (req: Request) => {
    const id = requestCookie(req, SESSION_COOKIE);
    const found = id ? sessions.get(id) : undefined;
    if (!id || !found || found.expires < Date.now()) return null;
    return { id, ...found };
  };
  const cookie = (name: string, value: string, maxAgeSeconds: number) =>
    `${name}=${encodeURIComponent(value)}; Path=${INSTRUCTOR_CONSOLE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${config.publicUrl.startsWith('https:') ? '; Secure' : ''}`;
  return { sessions, csrfFor, session, cookie };
}

type Sessions = ReturnType<typeof consoleSessions>;
type Instructor = NonNullable<ReturnType<Sessions['session']>>;
/** A console form that only a signed-in instructor may post (CSRF checked by signedIn). */
type ConsoleForm = (req: Request, res: Response, who: Instructor) => unknown;

const field = (req: Request, name: string): string => {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

function securityHeaders(_req: Request, res: Response, next: () => void) {
  // No script at all; forms post only here; never framed; never cached.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  next();
}

function signInPage(res: Response, sessions: Sessions, status: number, problem?: string, email = '') {
  const token = randomBytes(24).toString('base64url');
  res.setHeader('Set-Cookie', sessions.cookie(SIGN_IN_COOKIE, token, 3600));
  res
    .status(status)
    .type('html')
    .send(
      page(
        'Sign in',
        `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}<form method="post" action="${INSTRUCTOR_CONSOLE_PATH}/sign-in">
<input type="hidden" name="csrf" value="${escapeHtml(token)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
      ),
    );
}

/** A signed-in instructor's form, with its CSRF token: else 403 and nothing done. */
function signedIn(sessions: Sessions, req: Request, res: Response) {
  const who = sessions.session(req);
  if (!who || !sameSecret(field(req, 'csrf'), sessions.csrfFor(who.id))) {
    res
      .status(403)
      .type('html')
      .send(page('Not allowed', `<p>Please <a href="${INSTRUCTOR_CONSOLE_PATH}">sign in</a> as an instructor.</p>`));
    return null;
  }
  return who;
}

/** The batches of the courses an instructor teaches, with their program's name (where they may announce). */
async function teachersBatches(db: Db, bcids: number[]) {
  if (bcids.length === 0) return [];
  const rows = await db
    .selectDistinct({
      bpid: schema.batches.bpid,
      batch: schema.batches.name,
      program: schema.programs.name,
    })
    .from(schema.batchCourses)
    .innerJoin(schema.batches, eq(schema.batches.bpid, schema.batchCourses.bpid))
    .innerJoin(schema.programs, eq(schema.programs.pid, schema.batches.pid))
    .where(inArray(schema.batchCourses.bcid, bcids));
  return rows.map((r) => ({ ...r, program: plainName(r.program) })).sort((a, b) => a.bpid - b.bpid);
}

/** The message, when it is on a course this instructor teaches. */
async function teachersMessage(db: Db, bcids: number[], id: number) {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db
    .select({
      id: schema.projectMessages.id,
      bcid: schema.projectMessages.bcid,
    })
    .from(schema.projectMessages)
    .where(eq(schema.projectMessages.id, id));
  return row && bcids.includes(row.bcid) ? row : null;
}

async function objectiveTitle(db: Db, objectId: string) {
  const [row] = await db.select({ title: schema.unitObjects.title }).from(schema.unitObjects).where(eq(schema.unitObjects.objectId, objectId));
  return row?.title ?? 'Project objective';
}

/** A refused console form: the page names the problem and links back to the console. */
const refuse = (res: Response, status: number, title: string, back: 'Back to the messages' | 'Back to the console') =>
  res
    .status(status)
    .type('html')
    .send(page(title, `<p><a href="${INSTRUCTOR_CONSOLE_PATH}">${back}</a></p>`));
const notYours = (res: Response) => refuse(res, 404, 'No such message', 'Back to the messages');

// ---- the console's page ----

/** Notifications (issue 20): the form of an announcement to a batch, which its learners are told of. */
function announceForm(announceTo: Awaited<ReturnType<typeof teachersBatches>>, token: string): string {
  return announceTo.length
    ? `<section aria-labelledby="announce"><h2 id="announce">Post announcement</h2>
<form method="post" action="${INSTRUCTOR_CONSOLE_PATH}/announcements"><input type="hidden" name="csrf" value="${escapeHtml(token)}">
<label for="announce-batch">Program</label><select id="announce-batch" name="bpid" required>${announceTo
        .map((b) => `<option value="${b.bpid}">${escapeHtml(b.program)} (${escapeHtml(b.batch)})</option>`)
        .join('')}</select>
<label for="announce-title">Title</label><input id="announce-title" name="title" type="text" required maxlength="${ANNOUNCEMENT_TITLE_MAX}">
<label for="announce-text">Announcement</label><textarea id="announce-text" name="text" rows="3" required maxlength="${ANNOUNCEMENT_TEXT_MAX}"></textarea>
<button type="submit">Post announcement</button></form></section>`
    : '';
}

/** The message's file as a signed link, or its name when the file cannot be signed. */
async function messageFile(files: RouteContext['files'], m: MessageRow['message']): Promise<string> {
  if (!m.fileUrlName) return '';
  // Stored by the learner as a 'project' upload under this name (the gateway checked it was kept).
  const link = await files
    .signedDownloadUrl(
      files.keyFor({
        kind: 'project',
        owner: m.eid,
        fileName: m.fileUrlName,
      }),
      m.eid,
    )
    .catch(() => null);
  return link
    ? `<p>File: <a href="${escapeHtml(link.url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(m.fileName ?? 'file')}</a></p>`
    : `<p>File: ${escapeHtml(m.fileName ?? '')} (not available)</p>`;
}

/** One message as a card: its thread, a reply form and the approve / reject form. */
function messageArticle({ message: m, objective, course }: MessageRow, file: string, token: string): string {
  const replies = m.replies.map((r) => `<li><strong>${escapeHtml(r.uname)}</strong>${r.byInstructor ? ' (instructor)' : ''}: ${escapeHtml(r.message)}</li>`).join('');
  const status = PROJECT_MESSAGE_STATUS_LABEL[projectMessageStatus(m.status)];
  const action = `${INSTRUCTOR_CONSOLE_PATH}/messages/${m.id}`;
  return `<article aria-labelledby="m${m.id}" data-message-id="${m.id}">
<h2 id="m${m.id}">${escapeHtml(objective)}</h2>
<p class="muted">${escapeHtml(course)} · ${escapeHtml(m.uname)} (${escapeHtml(m.eid)}) · ${escapeHtml(m.postedAt.toISOString())} · Status: <span data-testid="status">${escapeHtml(status)}</span></p>
<p>${escapeHtml(m.message)}</p>${file}${replies ? `<ul>${replies}</ul>` : ''}
<form method="post" action="${action}/reply"><input type="hidden" name="csrf" value="${escapeHtml(token)}">
<label for="reply-${m.id}">Reply to ${escapeHtml(m.uname)}</label><textarea id="reply-${m.id}" name="message" rows="2" required maxlength="5000"></textarea><button type="submit">Send reply</button></form>
<form method="post" action="${action}/decide"><input type="hidden" name="csrf" value="${escapeHtml(token)}">
<button type="submit" name="status" value="${projectMessageStatusCode('APPROVED')}">Approve</button><button type="submit" name="status" value="${projectMessageStatusCode('REJECTED')}">Reject</button></form>
</article>`;
}

/** The console: the signed-in instructor's messages and the announcement form, else the sign-in page. */
function consolePage({ db, files }: RouteContext, sessions: Sessions) {
  return async (req: Request, res: Response) => {
    const who = sessions.session(req);
    if (!who) return signInPage(res, sessions, 200);
    const rows = await instructorsMessages(db, who.bcids);
    const token = sessions.csrfFor(who.id);
    const announce = announceForm(await teachersBatches(db, who.bcids), token);
    const items = await Promise.all(rows.map(async (row) => messageArticle(row, await messageFile(files, row.message), token)));
    res.type('html').send(
      page(
        'Project messages',
        `<p>Signed in as ${escapeHtml(who.name)} (${escapeHtml(who.email)}).</p>
<form method="post" action="${INSTRUCTOR_CONSOLE_PATH}/sign-out"><input type="hidden" name="csrf" value="${escapeHtml(token)}"><button type="submit">Sign out</button></form>
${req.query.posted === '1' ? '<p role="status">Announcement posted.</p>' : ''}${announce}
<h2>Messages</h2>
${items.length ? items.join('\n') : '<p>No messages yet.</p>'}`,
      ),
    );
  };
}

// ---- the console's forms ----

function signIn({ db, config }: RouteContext, sessions: Sessions, guard: ReturnType<typeof createSignInGuard>) {
  return async (req: Request, res: Response) => {
    const expected = requestCookie(req, SIGN_IN_COOKIE) ?? '';
    if (!expected || !sameSecret(field(req, 'csrf'), expected)) return signInPage(res, sessions, 403, 'The form expired. Please sign in again.');
    const email = normaliseEmail(field(req, 'email'));
    if (!email || !field(req, 'password')) return signInPage(res, sessions, 400, 'Please enter your e-mail and password.');
    const wait = await guard.take(req.ip ?? '', email);
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      return signInPage(res, sessions, 429, tooManyAttemptsMessage(wait), email);
    }
    const [found] = await db.select().from(schema.projectInstructors).where(eq(schema.projectInstructors.email, email)).limit(1);
    const instructor = found?.oid === config.oid ? found : undefined;
    // An unknown e-mail is checked against a dummy hash of the same cost: it answers as slowly
    // as a known one, so the time taken tells nobody which addresses are instructors'.
    const ok = await guard.verify(field(req, 'password'), instructor?.passwordHash);
    if (!instructor || !ok) return signInPage(res, sessions, 401, 'Wrong e-mail or password.', email);
    await guard.succeeded(email);
    const id = randomBytes(32).toString('base64url');
    sessions.sessions.set(id, {
      email: instructor.email,
      name: instructor.name,
      bcids: instructor.bcids,
      expires: Date.now() + SESSION_MS,
    });
    res.setHeader('Set-Cookie', [sessions.cookie(SESSION_COOKIE, id, SESSION_MS / 1000), sessions.cookie(SIGN_IN_COOKIE, '', 0)]);
    res.redirect(303, INSTRUCTOR_CONSOLE_PATH);
  };
}

function signOut(sessions: Sessions): ConsoleForm {
  return (_req, res, who) => {
    sessions.sessions.delete(who.id);
    res.setHeader('Set-Cookie', sessions.cookie(SESSION_COOKIE, '', 0));
    res.redirect(303, INSTRUCTOR_CONSOLE_PATH);
  };
}

function replyToMessage({ db, log }: RouteContext): ConsoleForm {
  return async (req, res, who) => {
    const message = field(req, 'message').trim();
    if (!(await teachersMessage(db, who.bcids, Number(req.params.id)))) return notYours(res);
    if (!message) return refuse(res, 400, 'Please enter Message', 'Back to the messages');
    // Learners read the reply: the rule every text others read passes (issue 31, section 5).
    const problem = textProblem(message, { max: 5000, multiline: true, seenByOthers: true });
    if (problem) return refuse(res, 400, problem, 'Back to the messages');
    const replied = await appendReply(db, { id: Number(req.params.id) }, { uname: who.name, message, byInstructor: true });
    // Issue 20: the learner is told of the reply.
    if (replied)
      await notify(
        db,
        log,
        replied.eid,
        notificationText.projectReply({
          instructor: who.name,
          objective: await objectiveTitle(db, replied.objectId),
          courseId: replied.bcid,
          objectId: replied.objectId,
          reply: message,
        }),
      );
    res.redirect(303, INSTRUCTOR_CONSOLE_PATH);
  };
}

function decideOnMessage({ db, log }: RouteContext): ConsoleForm {
  return async (req, res, who) => {
    // The form posts the wire's objStatus; read by the domain's rule, only a decision passes.
    const decision = projectMessageStatus(Number(field(req, 'status')));
    if (decision === 'IN_PROGRESS') return refuse(res, 400, 'Approve or reject', 'Back to the messages');
    if (!(await teachersMessage(db, who.bcids, Number(req.params.id)))) return notYours(res);
    const decided = await decideMessage(db, Number(req.params.id), decision, who.email);
    // Issue 20: the learner is told of the approval or the rejection.
    if (decided)
      await notify(
        db,
        log,
        decided.eid,
        notificationText.projectDecision({
          approved: decision === 'APPROVED',
          objective: await objectiveTitle(db, decided.objectId),
          courseId: decided.bcid,
          objectId: decided.objectId,
        }),
      );
    res.redirect(303, INSTRUCTOR_CONSOLE_PATH);
  };
}

/**
 * Notifications (issue 20): a text announcement to a batch the instructor teaches in: stored as
 * the batch's announcements are (spec part 3, section 3.8: type text, title, HTML description,
 * sdate in epoch seconds), and each learner of the batch is told of it.
 */
function postAnnouncement({ db, log, config, clock }: RouteContext): ConsoleForm {
  return async (req, res, who) => {
    const bpid = Number(field(req, 'bpid'));
    const title = field(req, 'title').trim();
    const text = field(req, 'text').trim();
    const batch = (await teachersBatches(db, who.bcids)).find((b) => b.bpid === bpid);
    if (!batch) return refuse(res, 404, 'No such program', 'Back to the console');
    if (!title || !text) return refuse(res, 400, 'Please enter a title and the announcement', 'Back to the console');
    // Every learner of the batch reads it: the rule every text others read passes (issue 31, section 5).
    const problem = textProblem(title, { max: ANNOUNCEMENT_TITLE_MAX, multiline: false, seenByOthers: true }) ?? textProblem(text, { max: ANNOUNCEMENT_TEXT_MAX, multiline: true, seenByOthers: true });
    if (problem) return refuse(res, 400, problem, 'Back to the console');
    await db.insert(schema.announcements).values({
      oid: config.oid,
      bpid,
      type: 'text',
      title,
      descriptionHtml: announcementHtml(text),
      postedAt: Math.floor(clock() / 1000),
    });
    await notify(db, log, await learnersOfBatch(db, bpid), notificationText.announcement({ programTitle: batch.program, title }));
    res.redirect(303, `${INSTRUCTOR_CONSOLE_PATH}?posted=1`);
  };
}

export function instructorConsoleRouter(ctx: RouteContext, signInLimits: SignInGuardOptions = {}): Router {
  const router = express.Router();
  // Issue 31: password guessing limited per address and per account, as a learner's sign-in is.
  const guard = createSignInGuard(signInLimits);
  const sessions = consoleSessions(ctx.config);
  const form = express.urlencoded({
    extended: false,
    limit: '32kb',
    parameterLimit: 10,
  });
  const signedInPost = (action: string, handle: ConsoleForm) =>
    router.post(`${INSTRUCTOR_CONSOLE_PATH}${action}`, form, async (req, res) => {
      const who = signedIn(sessions, req, res);
      if (who) await handle(req, res, who);
    });

  router.use(INSTRUCTOR_CONSOLE_PATH, securityHeaders);
  router.get(INSTRUCTOR_CONSOLE_PATH, consolePage(ctx, sessions));
  router.post(`${INSTRUCTOR_CONSOLE_PATH}/sign-in`, form, signIn(ctx, sessions, guard));
  signedInPost('/sign-out', signOut(sessions));
  signedInPost('/messages/:id/reply', replyToMessage(ctx));
  signedInPost('/messages/:id/decide', decideOnMessage(ctx));
  signedInPost('/announcements', postAnnouncement(ctx));
  return router;
}

/** The instructor console's stand-in (project objectives, issue 19), on this address only, never through the gateway (docs/decisions/213); for areas.ts. */
export const instructorConsoleArea: CloudArea = { standIn: (ctx) => instructorConsoleRouter(ctx) };
