/**
 * A local stand-in for the external exam provider (spec part 1, section 7),
 * so that the exam-scheduling hand-off runs on one machine: the browser posts
 * the hidden fields here, this checks the auth hash with the secret it shares
 * with the gateway, and shows the scheduled candidate. A real provider
 * replaces it through the gateway's EXAM_PROVIDER_URL (docs/decisions/125).
 */
import { createHash } from 'node:crypto';
import express, { type Router } from 'express';
import { and, eq } from 'drizzle-orm';
import { EXAM_ACTION, EXAM_SESSION_TIMEOUT_SECONDS, escapeHtml, examAuthHashInput } from '@portal/domain';
import { sameSecret } from '@portal/domain/secrets';
import { schema } from '../db/client.js';
import type { RouteContext } from './context.js';
import { standInPage } from '../stand-in-page.js';
import type { CloudArea } from '../area.js';

const EXAM_PROVIDER_PATH = '/exam-provider/schedule';

/** A form made more than this far in the future is refused (clock skew allowance). */
const SKEW_SECONDS = 300;

/** Only http(s) return addresses become links. */
function safeLink(value: string | undefined, label: string): string {
  if (!value || !/^https?:\/\//i.test(value)) return '';
  return `<p><a href="${escapeHtml(value)}">${escapeHtml(label)}</a></p>`;
}

function examProviderRouter({ db, config }: RouteContext, now: () => number = () => Math.floor(Date.now() / 1000)): Router {
  const router = express.Router();
  router.post(EXAM_PROVIDER_PATH, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }), async (req, res) => {
    const field = (name: string): string | undefined => {
      const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
      return typeof value === 'string' ? value : undefined;
    };
    const refuse = (reason: string) => {
      res
        .status(403)
        .type('html')
        .send(standInPage('Exam provider', 'The exam request could not be verified', `<p>${escapeHtml(reason)}</p>${safeLink(field('EXTERNAL_ERROR_URL'), 'Back to the portal')}`));
    };
    const clientCode = field('CLIENT_CODE') ?? '';
    const usn = field('CLIENT_CANDIDATE_ID') ?? '';
    const timestamp = Number(field('TIMESTAMP'));
    const expiry = Number(field('EXTERNAL_SESSION_TIMEOUT'));
    const hash = (field('AUTH_HASH') ?? '').toLowerCase();
    if (field('ACTION') !== EXAM_ACTION) return refuse('Unknown action.');
    if (clientCode !== config.examProvider.clientCode) return refuse('Unknown client code.');
    if (!usn || !Number.isInteger(timestamp) || !Number.isInteger(expiry)) return refuse('A field is missing.');
    if (expiry !== timestamp + EXAM_SESSION_TIMEOUT_SECONDS) return refuse('The session timeout does not match the timestamp.');
    const t = now();
    if (timestamp > t + SKEW_SECONDS) return refuse('The timestamp is in the future.');
    if (t >= expiry) return refuse('The session has timed out.');
    const expected = createHash('sha256')
      .update(examAuthHashInput(config.examProvider.secret, { org: clientCode, timestamp, expiry, usn }))
      .digest('hex');
    if (!/^[0-9a-f]{64}$/.test(hash) || !sameSecret(hash, expected)) return refuse('The auth hash is wrong.');

    const [candidate] = await db
      .select({ usn: schema.candidateNumbers.usn, bpid: schema.candidateNumbers.bpid, program: schema.programs.name })
      .from(schema.candidateNumbers)
      .innerJoin(schema.batches, eq(schema.batches.bpid, schema.candidateNumbers.bpid))
      .innerJoin(schema.programs, and(eq(schema.programs.pid, schema.batches.pid), eq(schema.programs.oid, config.oid)))
      .where(eq(schema.candidateNumbers.usn, usn))
      .limit(1);
    if (!candidate) return refuse('Unknown candidate.');
    res.type('html').send(
      standInPage(
        'Exam provider',
        'Exam scheduling',
        `<p role="status">Candidate verified. Choose a slot for the semester end exam.</p>
<dl><dt>Candidate</dt><dd data-testid="candidate">${escapeHtml(candidate.usn)}</dd><dt>Program</dt><dd>${escapeHtml(candidate.program.replace(/<[^>]*>/g, ''))}</dd>
<dt>Session ends</dt><dd>${escapeHtml(new Date(expiry * 1000).toISOString())}</dd></dl>${safeLink(field('EXTERNAL_RETURN_URL'), 'Return to the portal')}`,
      ),
    );
  });
  return router;
}

/** The exam provider's stand-in (programs' exam scheduling), for areas.ts. */
export const examProviderArea: CloudArea = { standIn: (ctx) => examProviderRouter(ctx) };
