/**
 * Save for offline (issue 34; docs/decisions/331): a course, or one of its units, with what
 * the gateway gives this learner now: the course screen's answer (structure and texts) and
 * the files its units play from the portal's own origin (video, audio, PDF, captions), each
 * put in Cache Storage under its storage key (src/offline/store.ts). Knows nothing of React:
 * the screen passes the Apollo client, `fetch` and a progress callback.
 *
 * - The answer is asked afresh (network only) at every save: the addresses in it are signed for
 *   the next hour, and a unit the learner may no longer open has none, so it is not saved.
 * - Sizes are asked first (HEAD), so the learner sees them before anything downloads.
 * - A save writes down each file as it lands; one that was interrupted (the tab closed, the
 *   connection dropped) resumes with the files still missing when the learner saves again.
 * - SCORM packages, HTML lessons and interactivities run script: they are served from course
 *   content's own origin (docs/decisions/170), whose isolation this portal's worker cannot and
 *   must not cross. The keeper frame on that origin keeps them there, measured and saved through
 *   the bridge (src/offline/content-keeper.ts, docs/decisions/390), with each package's stored
 *   runtime data; a browser that keeps nothing for that site leaves them online only, and the
 *   panel says so before anything downloads.
 * - A unit quiz's questions as the gateway gives them to this learner (no key before they
 *   submit), and the discussion's first page: the quiz can be answered and a post written
 *   offline, both sent when the connection returns (docs/decisions/363).
 */
import type { ApolloClient } from '@apollo/client';
import { PAGE_MARKS } from '@portal/contract/page-drawing';
import { CourseDiscussionDocument, UnitQuizDocument, type CoursePageQuery } from '../../../gql/graphql';
import { LIST_PAGE_SIZE } from '@portal/domain';
import { CoursePageDocument } from '../course-page-query';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { claimOfflineData, keepAnswer, putSavedCourse, SAVED_FILES_CACHE, savedCourse, savedFileKey, storageKeyOf, type SavedCourse, type SavedFile } from '../../../offline/store';
import { askKeeper } from '../../../offline/content-keeper';
import type { KeeperFile, KeptContent } from '../../../lib/content-keeper-bridge';
import { ScormRuntimeDocument } from '../players/use-scorm-runtime';
import { readAll } from '../../../offline/read-body';

/** Kinds whose file is on the portal's origin, and so can be kept for offline. */
const FILE_KINDS = new Set(['VIDEO', 'AUDIO', 'PODCAST', 'PDF']);
/** Kinds played from course content's own origin: kept there by its keeper frame (docs/decisions/390). */
const CONTENT_KINDS = new Set(['SCORM', 'HTML', 'INTERACTIVITY']);
/** Kinds that open from elsewhere, or need the gateway at every step: online only. */
const ONLINE_ONLY_KINDS = new Set(['YOUTUBE', 'VIMEO', 'ASSIGNMENT', 'FEEDBACK']);

type CourseAnswer = NonNullable<NonNullable<CoursePageQuery['viewer']>['course']>;
/** The course's own fields the save names it by (in the screen's fragment, one object at run time). */
const namesOf = (course: CourseAnswer) => course as unknown as { title: string; programTitle: string | null };
type AnswerObject = { id: string; title: string; kind: string; contentUrl?: string | null; captions?: { src: string }[]; unavailableMessage?: string | null };
type AnswerUnit = { id: string; label: string; objects: AnswerObject[] };

/** The course's units as the answer holds them (the fragments are one object at run time). */
const unitsOf = (course: CourseAnswer) => (course as unknown as { units: AnswerUnit[] }).units;

type PlannedFile = SavedFile & { url: string };
type Named = { id: string; title: string; kind: string };
/**
 * Files by storage key (a content origin's with their `origin`, once its keeper measured them);
 * packages and lessons for the content origin's keeper; quizzes whose questions are kept (they
 * are answered offline and sent later); what stays online, and why the content did if its site
 * keeps nothing in this browser.
 */
export type SavePlan = { objectIds: string[]; files: PlannedFile[]; contents: (KeptContent & { title: string })[]; quizzes: Named[]; onlineOnly: Named[]; contentRefused?: string };

/** What a save takes from a course answer: its objects' portal-origin files and content-origin packages, or one unit's. */
export function planSave(course: CourseAnswer, unitId?: string): SavePlan {
  const plan: SavePlan = { objectIds: [], files: [], contents: [], quizzes: [], onlineOnly: [] };
  const seen = new Set<string>();
  const add = (url: string, objectId: string, kind: string) => {
    const key = url.startsWith('/media/') ? storageKeyOf(url) : null;
    if (!key || seen.has(key)) return key !== null;
    seen.add(key);
    plan.files.push({ key, url, objectId, kind, bytes: 0, saved: false });
    return true;
  };
  for (const unit of unitsOf(course)) {
    if (unitId && unit.id !== unitId) continue;
    for (const object of unit.objects) {
      // A quiz the learner may open now (a locked one says why instead, and is not kept).
      if (object.kind === 'QUIZ') {
        if (!object.unavailableMessage) plan.quizzes.push({ id: object.id, title: object.title, kind: object.kind });
        continue;
      }
      if (CONTENT_KINDS.has(object.kind) && object.contentUrl && /^https?:/.test(object.contentUrl)) {
        plan.contents.push({ objectId: object.id, kind: object.kind, url: object.contentUrl, title: object.title });
        continue;
      }
      if (!FILE_KINDS.has(object.kind) || !object.contentUrl) {
        if (object.contentUrl || ONLINE_ONLY_KINDS.has(object.kind)) plan.onlineOnly.push({ id: object.id, title: object.title, kind: object.kind });
        continue;
      }
      if (!add(object.contentUrl, object.id, object.kind)) continue;
      for (const track of object.captions ?? []) add(track.src, object.id, 'CAPTIONS');
      plan.objectIds.push(object.id);
    }
  }
  return plan;
}

export type SaveProgress = { savedBytes: number; totalBytes: number };

export type SaveDeps = {
  client: ApolloClient;
  viewerId: string;
  fetcher?: typeof fetch;
  now?: () => number;
  /** Other areas' code a saved course needs offline, by unit kind or tab (the route layer's, course-parts.ts). */
  code?: Readonly<Record<string, () => Promise<unknown>>>;
};

/** Asks the gateway for the course as it is now: the answer a save keeps. */
async function freshCourse(client: ApolloClient, courseId: string): Promise<CourseAnswer> {
  const { data } = await client.query({ query: CoursePageDocument, variables: { id: courseId }, fetchPolicy: 'network-only' });
  const course = data?.viewer?.course;
  if (!course) throw new Error('This course is not in your programs.');
  return course;
}

/** The plan with each file's size, asked of the gateway before anything downloads (and what a resume already holds). */
export async function measureSave({ client, fetcher = fetch }: SaveDeps, courseId: string, unitId?: string): Promise<SavePlan & { course: CourseAnswer }> {
  const course = await freshCourse(client, courseId);
  const plan = planSave(course, unitId);
  const before = await savedCourse(courseId);
  await Promise.all(
    plan.files.map(async (file) => {
      const kept = before?.files.find((f) => f.key === file.key && f.saved && !f.origin);
      if (kept) return Object.assign(file, { bytes: kept.bytes, saved: true });
      const head = await fetcher(file.url, { method: 'HEAD', credentials: 'same-origin' });
      file.bytes = Number(head.headers.get('content-length') ?? 0);
    }),
  );
  await measureContents(plan);
  return { ...plan, course };
}

/** The contents' origins, each with its contents. */
function byOrigin<T extends { url: string }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const origin = new URL(item.url).origin;
    groups.set(origin, [...(groups.get(origin) ?? []), item]);
  }
  return groups;
}

/**
 * Each content origin's keeper lists its packages' files with their sizes (and what it holds
 * already). A site that keeps nothing in this browser (a third party's storage, refused) leaves
 * them online only, with its reason, before anything downloads.
 */
async function measureContents(plan: SavePlan): Promise<void> {
  for (const [origin, contents] of byOrigin(plan.contents)) {
    try {
      const files = await askKeeper(origin, { type: 'measure', contents: contents.map(({ objectId, kind, url }) => ({ objectId, kind, url })) });
      plan.files.push(...files.map((f) => ({ ...f, origin })));
    } catch (error) {
      plan.contentRefused = error instanceof Error ? error.message : String(error);
      plan.onlineOnly.push(...contents.map((c) => ({ id: c.objectId, title: c.title, kind: c.kind })));
      plan.contents = plan.contents.filter((c) => !contents.includes(c));
    }
  }
}

/**
 * Saves the measured plan: the course's answer first (the course opens offline at once, its
 * files as they land), then each missing file, written down as saved when it is in the cache.
 */
export async function saveCourse(
  deps: SaveDeps,
  courseId: string,
  measured: Awaited<ReturnType<typeof measureSave>>,
  onProgress: (progress: SaveProgress) => void,
  unitId?: string,
): Promise<SavedCourse> {
  const { viewerId, fetcher = fetch, now = Date.now } = deps;
  await claimOfflineData(viewerId);
  // Ask the browser to keep what is saved under storage pressure (it may say no: the save goes on).
  await navigator.storage?.persist?.().catch(() => false);
  await keepAppAnswers(fetcher);
  const quizIds = await keepCourseAnswers(deps.client, courseId, measured.quizzes);
  const before = await savedCourse(courseId);
  const answer = { viewer: { __typename: 'Viewer', id: viewerId, course: measured.course } };
  const keep = (files: SavedFile[]) => files.map(({ key, objectId, kind, bytes, saved, origin }) => ({ key, objectId, kind, bytes, saved, ...(origin ? { origin } : {}) }));
  const record: SavedCourse = {
    courseId,
    title: namesOf(measured.course).title,
    programTitle: namesOf(measured.course).programTitle ?? null,
    savedAt: now(),
    complete: false,
    // Saving one unit adds it to what was saved of the course before.
    objectIds: [...new Set([...(unitId ? (before?.objectIds ?? []) : []), ...measured.objectIds, ...quizIds])],
    // A unit's save that stops resumes as that unit's, after a reload too.
    ...(unitId ? { unitId } : {}),
    answer,
    files: keep([...(unitId ? (before?.files ?? []).filter((f) => !measured.files.some((m) => m.key === f.key && m.origin === f.origin)) : []), ...measured.files]),
  };
  await putSavedCourse(record);
  const totalBytes = measured.files.reduce((sum, f) => sum + f.bytes, 0);
  let savedBytes = measured.files.filter((f) => f.saved).reduce((sum, f) => sum + f.bytes, 0);
  onProgress({ savedBytes, totalBytes });
  const cache = await caches.open(SAVED_FILES_CACHE);
  for (const file of measured.files) {
    if (file.saved || file.origin) continue;
    const response = await fetcher(file.url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`The portal did not give "${file.key}" (${response.status}).`);
    const blob = await readAll(response, (n) => onProgress({ savedBytes: (savedBytes += n), totalBytes }));
    await cache.put(savedFileKey(file.key), new Response(blob, { headers: { 'content-type': blob.type, 'content-length': String(blob.size) } }));
    file.saved = true;
    file.bytes = blob.size;
    record.files = record.files.map((f) => (f.key === file.key && !f.origin ? { ...f, saved: true, bytes: blob.size } : f));
    await putSavedCourse(record);
  }
  await saveContents(deps, courseId, measured, record, (n) => onProgress({ savedBytes: (savedBytes += n), totalBytes }));
  record.complete = record.files.every((f) => f.saved);
  await putSavedCourse(record);
  await warmPlayers([...measured.files.map((f) => f.kind), ...(quizIds.length ? ['QUIZ'] : []), 'discussion'], deps.code);
  return record;
}

/**
 * The packages, by each content origin's keeper; each package's stored runtime data with them
 * (the SCORM player asks for it first, offline too). A package counts as saved, and opens
 * offline, once every file of it is in.
 */
async function saveContents(deps: SaveDeps, courseId: string, measured: SavePlan, record: SavedCourse, onBytes: (n: number) => void): Promise<void> {
  // A lesson needs nothing more; a package its stored runtime data.
  const ready = new Set(measured.contents.filter((c) => c.kind !== 'SCORM').map((c) => c.objectId));
  for (const content of measured.contents) {
    if (content.kind !== 'SCORM') continue;
    const variables = { courseId, objectId: content.objectId };
    const { data } = await deps.client.query({ query: ScormRuntimeDocument, variables, fetchPolicy: 'network-only', errorPolicy: 'all' });
    if (!data?.scormRuntime) continue;
    await keepAnswer('ScormRuntime', variables, data);
    ready.add(content.objectId);
  }
  for (const [origin, files] of byOrigin(measured.files.filter((f) => f.origin))) {
    const kept: KeeperFile[] = await askKeeper(origin, { type: 'save', files: files.map(({ key, objectId, kind, url, bytes, saved }) => ({ key, objectId, kind, url, bytes, saved })) }, { onBytes });
    const saved = new Map(kept.map((f) => [f.key, f.bytes]));
    record.files = record.files.map((f) => (f.origin === origin && saved.has(f.key) ? { ...f, saved: true, bytes: saved.get(f.key) ?? f.bytes } : f));
  }
  const playable = [...ready].filter((id) => record.files.every((f) => f.objectId !== id || !f.origin || f.saved));
  record.objectIds = [...new Set([...record.objectIds, ...playable])];
  await putSavedCourse(record);
}

/**
 * The session's viewer and the dashboard, as now: the app opens on them offline. They are the
 * answers the dashboard's own page brings (its drawing's data blocks, @portal/contract's
 * page-drawing), or, on a page served as built, its boot requests asked now: the very answers
 * the app reads at boot, without a second copy of the dashboard's query here.
 */
async function keepAppAnswers(fetcher: typeof fetch): Promise<void> {
  const page = new DOMParser().parseFromString(await (await fetcher('/dashboard', { credentials: 'same-origin', headers: { accept: 'text/html' } })).text(), 'text/html');
  const block = (id: string) => JSON.parse(page.getElementById(id)?.textContent ?? '{}') as Record<string, unknown>;
  const requests = block(PAGE_MARKS.requestsBlock) as Record<string, string | undefined>;
  const answers = block(PAGE_MARKS.answersBlock) as Record<string, { data?: unknown } | undefined>;
  for (const name of ['Session', 'Dashboard']) {
    const body = requests[name];
    if (!body) continue;
    const answer =
      answers[name] ??
      ((await (await fetcher('/graphql', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body })).json()) as {
        data?: unknown;
      });
    const { variables } = JSON.parse(body) as { variables?: Record<string, unknown> };
    if (answer.data) await keepAnswer(name, variables, answer.data);
  }
}

/**
 * The unit quizzes' questions (network only: as the gateway gives them now, to this learner,
 * with no key before they submit, invariant 2) and the discussion's first page, kept under the
 * very requests the quiz player and the Discussion tab send. Says which quizzes were kept: one
 * the gateway refuses now (a lock) is not.
 */
async function keepCourseAnswers(client: ApolloClient, courseId: string, quizzes: Named[]): Promise<string[]> {
  const kept: string[] = [];
  for (const quiz of quizzes) {
    const variables = { courseId, objectId: quiz.id };
    const { data } = await client.query({ query: UnitQuizDocument, variables, fetchPolicy: 'network-only', errorPolicy: 'all' });
    if (!data?.viewer?.course?.unitQuiz) continue;
    await keepAnswer('UnitQuiz', variables, data);
    kept.push(quiz.id);
  }
  const discussion = { courseId, first: LIST_PAGE_SIZE };
  const { data } = await client.query({ query: CourseDiscussionDocument, variables: discussion, fetchPolicy: 'network-only', errorPolicy: 'all' });
  if (data?.courseDiscussion) await keepAnswer('CourseDiscussion', discussion, data);
  return kept;
}

/** Loads the players the saved units need, so their code is in the worker's cache before the connection goes. */
async function warmPlayers(kinds: string[], code: SaveDeps['code'] = {}): Promise<void> {
  const loads: Promise<unknown>[] = [...new Set(kinds)].flatMap((kind) => (code[kind] ? [code[kind]()] : []));
  if (kinds.some((k) => k === 'VIDEO' || k === 'AUDIO' || k === 'PODCAST')) loads.push(import('../players/media-player'));
  if (kinds.includes('SCORM')) loads.push(import('../players/scorm-player'));
  if (kinds.includes('HTML') || kinds.includes('INTERACTIVITY')) loads.push(import('../players/html-player'));
  if (kinds.includes('PDF')) {
    loads.push(import('../players/pdf-player'));
    // The PDF reader's worker starts with the first document; fetched now, the worker keeps it.
    loads.push(fetch(pdfWorkerUrl));
  }
  await Promise.allSettled(loads);
}
