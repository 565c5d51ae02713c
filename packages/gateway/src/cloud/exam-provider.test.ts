import { describe, expect, it } from 'vitest';
import { examSchedulingForm } from './exam-provider.js';

describe('the exam-scheduling form (spec part 1, section 7)', () => {
  const form = examSchedulingForm({
    provider: { url: 'https://exams.example/sso', secret: 'known-secret-0123456789', clientCode: 'demo-university' },
    candidateNumber: 'DOU25MBA0042',
    timestamp: 1_800_000_000,
    returnUrl: 'https://portal.example/MyPrograms/programs?program=3012',
    homeUrl: 'https://portal.example/',
  });
  const field = (name: string) => form.fields.find((f) => f.name === name)?.value;

  it('hashes secret, org, timestamp, expiry and usn with SHA-256 (a vector computed with sha256sum)', () => {
    // printf '%s' 'known-secret-0123456789demo-university18000000001800014400DOU25MBA0042' | sha256sum
    expect(field('AUTH_HASH')).toBe('b473a3a639f2723a6be409c924cce0b8ca3f29453c31dd3c20a8c4e37737df76');
  });

  it('carries the hidden fields in order, the session ending 14400 seconds after the timestamp', () => {
    expect(form.fields.map((f) => f.name)).toEqual([
      'CLIENT_CODE',
      'CLIENT_CANDIDATE_ID',
      'TIMESTAMP',
      'EXTERNAL_ERROR_URL',
      'EXTERNAL_LOGOUT_URL',
      'EXTERNAL_RETURN_URL',
      'EXTERNAL_TIMEOUT_URL',
      'EXTERNAL_SESSION_TIMEOUT',
      'ACTION',
      'AUTH_HASH',
    ]);
    expect(field('EXTERNAL_SESSION_TIMEOUT')).toBe('1800014400');
    expect(field('ACTION')).toBe('scheduleExam');
    expect(form.expiresAt).toBe(new Date(1_800_014_400_000).toISOString());
  });

  it('never carries the secret', () => {
    expect(JSON.stringify(form)).not.toContain('known-secret');
  });
});
