/**
 * The answers the app gets when the network cannot take its request (issue 34;
 * docs/decisions/331, 332). lib/apollo-client.ts loads this only after a request to /graphql
 * failed to leave the browser; nothing here ever answers while the gateway can.
 *
 * - Queries the learner saved for: the session's viewer, the dashboard, a saved course's screen,
 *   as the gateway gave them to this learner when they saved (store.ts).
 * - Progress the learner makes offline (opening a unit, Mark Complete, a SCORM package's
 *   commits): the request is queued as it is (queue.ts) and answered as the gateway would
 *   if it accepts it, from the saved course, which follows. The gateway decides when the queue
 *   arrives; what it refuses is said then.
 * - A unit quiz's answers (a question checked, the quiz submitted) and discussion posts: queued
 *   the same way, but answered with what the device can honestly say (the gateway grades, and
 *   only it posts): that they wait for the connection. A quiz submitted again offline replaces
 *   its waiting answers, so the gateway gets one attempt, the last (docs/decisions/363).
 * - Anything else: no answer, and the app shows its own "check your connection".
 */
import { lessonFrameUrl } from '../lib/content-keeper-bridge';
import { enqueueAction } from './queue';
import { answerKey, keepAnswer, offlineOwner, putSavedCourse, savedAnswer, savedCourse, type SavedCourse } from './store';

type Body = { operationName?: string; query?: string; variables?: Record<string, unknown> };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

type SavedObject = { id: string; title: string; kind?: string; state: string; unavailableMessage: string | null; contentUrl?: string | null };

/** Units that play a page from course content's own origin in the player's sandboxed frame: offline, through its lesson frame. */
const LESSON_KINDS = new Set(['HTML', 'INTERACTIVITY']);

/** What a unit that was not saved says offline, instead of a blank frame or a spinner (issue 34). */
export const NOT_SAVED_MESSAGE = 'This unit is not saved for offline. It opens when you are back online.';
type SavedCourseAnswer = { viewer: { course: { units: { objects: SavedObject[] }[]; status?: string } } };

/** The saved course's objects, to change in place (the answer is a copy read from IndexedDB). */
const objectsOf = (course: SavedCourse) => (course.answer as SavedCourseAnswer).viewer.course.units.flatMap((unit) => unit.objects);

/** What the learner reads when a quiz's answers or a post wait on the device (docs/decisions/363). */
export const QUEUED_OFFLINE_COPY = {
  quiz: 'You are offline. Your answers are kept on this device and sent when the connection returns; your result shows then.',
  post: 'You are offline. Your post is kept on this device and posted when the connection returns.',
} as const;

/** A payload that says the request waits on the device: no quiz to show (the gateway grades), and why. */
const waitingQuiz = (field: string) => ({
  [field]: { __typename: 'UnitQuizPayload', quiz: null, userErrors: [{ __typename: 'UserError', field: null, code: 'INVALID', message: QUEUED_OFFLINE_COPY.quiz }] },
});
/** A post's payload: taken (the box empties; the post is in the queue, listed on Downloads), with the device's word, not 'Posted Successfully'. */
const waitingPost = (field: string) => ({ [field]: { __typename: 'DiscussionPayload', discussion: null, message: QUEUED_OFFLINE_COPY.post, userErrors: [] } });

/** The start of a post, as the Downloads screen and a refusal name it. */
const excerpt = (text: unknown) => {
  const words = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
};

type Queued = {
  label: (course: SavedCourse | undefined, input: Record<string, unknown>) => string;
  progress?: 'open' | 'complete';
  /** What the device keeps of it besides the queue, for the app to read back offline. */
  keep?: (input: Record<string, unknown>) => Promise<void>;
  answer: (course: SavedCourse | undefined) => unknown;
  /** The waiting action a new one replaces (the same key), if any. */
  key?: (input: Record<string, unknown>) => string;
};

/** What the app may do offline: the operation, what the learner reads of it, and its answer. */
const QUEUED: Record<string, Queued> = {
  LearningObjectOpen: {
    label: (course, input) => `Opened "${titleOf(course, input.objectId)}"`,
    progress: 'open',
    answer: (course) => ({ learningObjectOpen: progressPayload(course) }),
  },
  LearningObjectComplete: {
    label: (course, input) => `Mark Complete: "${titleOf(course, input.objectId)}"`,
    progress: 'complete',
    answer: (course) => ({ learningObjectComplete: progressPayload(course) }),
  },
  ScormCommit: {
    label: (course, input) => `Progress in "${titleOf(course, input.objectId)}"`,
    keep: keepScormCommit,
    answer: () => ({ scormCommit: { __typename: 'ScormCommitPayload', stored: true, completed: false, userErrors: [] } }),
  },
  UnitQuizItemCheck: {
    label: (course, input) => `A question of "${titleOf(course, input.objectId)}"`,
    answer: () => waitingQuiz('unitQuizItemCheck'),
    key: (input) => `check:${String(input.objectId)}:${String((input.answer as { itemId?: unknown } | undefined)?.itemId)}`,
  },
  UnitQuizSubmit: {
    label: (course, input) => `Answers to "${titleOf(course, input.objectId)}"`,
    answer: () => waitingQuiz('unitQuizSubmit'),
    key: (input) => `submit:${String(input.objectId)}`,
  },
  DiscussionPostQuestion: {
    label: (_, input) => `Question in the discussion: "${excerpt(input.text)}"`,
    answer: () => waitingPost('discussionPostQuestion'),
  },
  DiscussionPostAnswer: {
    label: (_, input) => `Answer in the discussion: "${excerpt(input.text)}"`,
    answer: () => waitingPost('discussionPostAnswer'),
  },
};

type SavedScormRuntime = { scormRuntime: { data: string | null; sequence: number } };

/**
 * A package's commit made offline, in its saved runtime data (docs/decisions/390): opened again
 * offline, the package resumes where the learner left it, and its next commits carry higher
 * sequences (the gateway keeps a commit only if its sequence is higher than the last).
 */
async function keepScormCommit(input: Record<string, unknown>): Promise<void> {
  const variables = { courseId: input.courseId, objectId: input.objectId };
  const saved = (await savedAnswer(answerKey('ScormRuntime', variables))) as SavedScormRuntime | undefined;
  if (!saved?.scormRuntime || typeof input.data !== 'string' || typeof input.sequence !== 'number') return;
  const { scormRuntime } = saved;
  if (input.sequence <= scormRuntime.sequence) return;
  await keepAnswer('ScormRuntime', variables, { ...saved, scormRuntime: { ...scormRuntime, data: input.data, sequence: input.sequence } });
}

function titleOf(course: SavedCourse | undefined, objectId: unknown): string {
  return (course && objectsOf(course).find((o) => o.id === objectId)?.title) ?? 'a unit';
}

function progressPayload(course: SavedCourse | undefined) {
  return { __typename: 'CourseProgressPayload', course: course ? (offlineView(course).answer as SavedCourseAnswer).viewer.course : null, program: null, userErrors: [] };
}

/**
 * The saved course as the screen shows it offline: a saved lesson opens in the content origin's
 * lesson frame; a unit that was not saved (a package, a lesson, a quiz, or one left out of a
 * unit's save) opens to the course screen's own "why not" line (its `unavailableMessage`) with
 * no address to load, rather than a frame that stays blank.
 */
export function offlineView(course: SavedCourse): SavedCourse {
  const copy = structuredClone(course);
  const saved = new Set(course.objectIds);
  for (const object of objectsOf(copy)) {
    // A saved lesson opens in the content origin's lesson frame, which its worker answers for (docs/decisions/390).
    if (saved.has(object.id) && object.contentUrl && LESSON_KINDS.has(object.kind ?? '') && /^https?:/.test(object.contentUrl)) object.contentUrl = lessonFrameUrl(object.contentUrl);
    if (saved.has(object.id) || object.unavailableMessage) continue;
    object.unavailableMessage = NOT_SAVED_MESSAGE;
    object.contentUrl = null;
  }
  return copy;
}

/**
 * The saved course as it is once the learner opened or completed an object offline: the
 * object's state moves forward only (as the cloud API merges it, domain/learning/progress.ts),
 * and nothing else changes; locks stay as the gateway last said.
 */
export function withProgress(course: SavedCourse, objectId: string, step: 'open' | 'complete'): SavedCourse {
  const copy = structuredClone(course);
  const object = objectsOf(copy).find((o) => o.id === objectId);
  if (!object) return copy;
  if (step === 'complete') object.state = 'COMPLETED';
  else if (object.state === 'NOT_STARTED') object.state = 'IN_PROGRESS';
  return copy;
}

/**
 * The answer to a request that could not leave the browser, or null when there is none to give.
 */
export async function answerOffline(rawBody: unknown): Promise<Response | null> {
  if (typeof rawBody !== 'string') return null;
  let body: Body;
  try {
    body = JSON.parse(rawBody) as Body;
  } catch {
    return null;
  }
  const name = body.operationName;
  if (!name || (await offlineOwner()) === null) return null;
  const variables = body.variables ?? {};
  const queued = QUEUED[name];
  if (queued && body.query) {
    const input = (variables.input ?? {}) as Record<string, unknown>;
    const courseId = typeof input.courseId === 'string' ? input.courseId : '';
    let course = await savedCourse(courseId);
    // Only what the learner can do in a course they saved: anything else waits for the network.
    if (!course) return null;
    const key = queued.key ? `${courseId}:${queued.key(input)}` : undefined;
    await enqueueAction({ label: queued.label(course, input), operationName: name, query: body.query, variables, ...(key ? { key } : {}) });
    await queued.keep?.(input);
    if (queued.progress && typeof input.objectId === 'string') {
      course = withProgress(course, input.objectId, queued.progress);
      await putSavedCourse(course);
    }
    return json({ data: queued.answer(course) });
  }
  if (name === 'CoursePage') {
    const course = await savedCourse(String(variables.id ?? ''));
    return course ? json({ data: offlineView(course).answer }) : null;
  }
  const data = await savedAnswer(answerKey(name, variables));
  return data === undefined ? null : json({ data });
}
