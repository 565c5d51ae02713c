import { createHash } from 'node:crypto';
import { EXAM_ACTION, examAuthHashInput, examExpiry, type ExamFieldName } from '@portal/domain';

export type ExamForm = { actionUrl: string; fields: { name: ExamFieldName; value: string }[]; expiresAt: string };

/**
 * The exam provider is an outside service with a wire of its own (spec part 1,
 * section 7): its form's field names live here, beside the cloud API's calls.
 *
 * The hidden fields of the exam-scheduling form (spec part 1, section 7) and
 * their AUTH_HASH: SHA-256, as lowercase hex, of the secret, the org, the
 * timestamp, the expiry and the usn (docs/decisions/125). Made here because
 * the secret must never reach the browser.
 */
export function examSchedulingForm(input: {
  provider: { url: string; secret: string; clientCode: string };
  /** The learner's candidate number (usn) in this batch. */
  candidateNumber: string;
  /** epoch seconds */
  timestamp: number;
  /** Where the provider sends the learner back: this program's courses page, and the portal's home. */
  returnUrl: string;
  homeUrl: string;
}): ExamForm {
  const { provider, candidateNumber: usn, timestamp } = input;
  const expiry = examExpiry(timestamp);
  const hash = createHash('sha256')
    .update(examAuthHashInput(provider.secret, { org: provider.clientCode, timestamp, expiry, usn }))
    .digest('hex');
  const fields: ExamForm['fields'] = [
    { name: 'CLIENT_CODE', value: provider.clientCode },
    { name: 'CLIENT_CANDIDATE_ID', value: usn },
    { name: 'TIMESTAMP', value: String(timestamp) },
    { name: 'EXTERNAL_ERROR_URL', value: input.returnUrl },
    { name: 'EXTERNAL_LOGOUT_URL', value: input.homeUrl },
    { name: 'EXTERNAL_RETURN_URL', value: input.returnUrl },
    { name: 'EXTERNAL_TIMEOUT_URL', value: input.returnUrl },
    { name: 'EXTERNAL_SESSION_TIMEOUT', value: String(expiry) },
    { name: 'ACTION', value: EXAM_ACTION },
    { name: 'AUTH_HASH', value: hash },
  ];
  return { actionUrl: provider.url, fields, expiresAt: new Date(expiry * 1000).toISOString() };
}
