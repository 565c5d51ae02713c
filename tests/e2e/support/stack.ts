import { tmpdir } from 'node:os';
import path from 'node:path';
/**
 * Where the journeys' own stacks listen. Each Playwright worker has a stack of its own
 * (playwright.config.ts starts one per worker): its own gateway, cloud API and data
 * directory, so two workers never share the demo learner's progress (docs/decisions/194,
 * 248). Worker slot k listens 20 ports above slot 0. Playwright sets
 * TEST_PARALLEL_INDEX in each worker before any spec loads; the config itself is slot 0.
 */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4100);
/** How far each worker's ports sit from the previous worker's. */
const E2E_SLOT_STRIDE = 20;

export type Stack = { portalPort: number; contentPort: number; cloudPort: number };

/** The ports of worker slot `slot`. */
export function stackFor(slot: number): Stack {
  const portalPort = E2E_BASE_PORT + E2E_SLOT_STRIDE * slot;
  const cloudBase = process.env.E2E_CLOUD_PORT ? Number(process.env.E2E_CLOUD_PORT) : E2E_BASE_PORT + 10;
  const contentBase = process.env.E2E_CONTENT_PORT ? Number(process.env.E2E_CONTENT_PORT) : E2E_BASE_PORT + 1;
  return {
    portalPort,
    contentPort: contentBase + E2E_SLOT_STRIDE * slot,
    cloudPort: cloudBase + E2E_SLOT_STRIDE * slot,
  };
}

/**
 * The copy of the web build the stack on `portalPort` serves (scripts/start.mjs, WEB_DIST_COPY),
 * in the system's temporary folder: outside the checkout, where no linter or formatter reads it.
 */
export const webDistCopyFor = (portalPort: number) => path.join(tmpdir(), `portal-e2e-web-${portalPort}`);

const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const stack = stackFor(slot);
const PORTAL_PORT = stack.portalPort;
const CLOUD_PORT = stack.cloudPort;
export const portalUrl = `http://localhost:${PORTAL_PORT}`;
/** This worker's stack's own copy of the web build. */
export const webDistCopy = webDistCopyFor(PORTAL_PORT);
/** Course content's own origin (docs/decisions/170): the next port, on another host than the portal's. */
const CONTENT_PORT = stack.contentPort;
export const contentUrl = `http://127.0.0.1:${CONTENT_PORT}`;
export const cloudUrl = `http://127.0.0.1:${CLOUD_PORT}`;

export type Mail = { id: number; to: string; subject: string; text: string; code: string | null; link: string | null; createdAt: string };

/** The newest mail to an address in the local mailbox, waiting briefly for it to arrive. */
export async function latestMail(to: string): Promise<Mail> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${cloudUrl}/mailbox/messages?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const mails = (await res.json()) as Mail[];
      if (mails.length) return mails[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to}`);
}

export const DEMO = {
  learner: { username: 'learner@demo.university', password: 'Learner@2026', name: 'Asha Raman' },
  second: { username: 'second@demo.university', password: 'Second@2026', name: 'Kofi Mensah' },
  newLearner: { username: 'newlearner@demo.university', password: 'Welcome@2026', name: 'Neha Learner' },
} as const;

/** Seconds from the cloud API's now (the server time the portal trusts). */
export type AssessmentWindow = { startsInSeconds?: number; endsInSeconds?: number; answersInSeconds?: number | null };

async function assessmentAdmin<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${cloudUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Sets an assessment's window relative to the server's time, through the
 * test-only /__assessments admin (CLOUD_API_FAULT_ADMIN=true in playwright.config.ts),
 * e.g. `setAssessmentWindow(9101, { endsInSeconds: 40 })`.
 */
export function setAssessmentWindow(assessid: number, window: AssessmentWindow): Promise<{ assessid: number; startdate: string; enddate: string; answerdate: string | null }> {
  return assessmentAdmin('/__assessments/window', { assessid, ...window });
}

/**
 * A new assessment (or assignment) with the items of `from` (the demo's
 * 9101 / 9201 have items of kinds 1 to 8) in the same course (101201), with
 * its own window: a journey that changes a window copies one first, so the
 * demo's own stay as they are. Returns the new id.
 */
export async function copyAssessment(from: number, window: Required<Omit<AssessmentWindow, 'answersInSeconds'>> & { answersInSeconds?: number | null; title?: string }): Promise<number> {
  const { assessid } = await assessmentAdmin<{ assessid: number }>('/__assessments/copy', { from, ...window });
  return assessid;
}

/**
 * A new confirmed learner enrolled in batch `bpid`, from the test-only admin
 * (/__assessments/learners): a classmate of the demo learner for journeys that
 * need two learners in one course (the second demo learner is in another program).
 */
export async function newClassmate(label: string, bpid = 3012): Promise<{ username: string; password: string }> {
  const password = 'Learn#ing2026';
  const prefix = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toLowerCase();
  const { emails } = await assessmentAdmin<{ emails: string[] }>('/__assessments/learners', { prefix, count: 1, bpid, password });
  return { username: emails[0], password };
}
