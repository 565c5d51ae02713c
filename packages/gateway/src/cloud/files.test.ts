import { CONTENT_TYPES, UPLOAD_KINDS, uploadRule, type UploadExtension, type WizardVariant } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { cloudUrl } from '../../test/support.js';
import { uploadType } from './files.js';

/** Asks the real file store for an address, as the gateway would, and answers its status. */
async function presignStatus(type: string, ext: string, contentType: string, size: number): Promise<number> {
  const response = await fetch(`${cloudUrl()}/getPreSignedURL`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oid: 'demo-university', eid: 'limits-check@example.org', type, filetype: contentType, filename: `1234-limits.${ext}`, filesize: size }),
  });
  await response.body?.cancel();
  return response.status;
}

const ALL_EXTENSIONS = Object.keys(CONTENT_TYPES) as UploadExtension[];

describe('each kind goes to a file-store type with exactly the domain\u2019s limits (docs/architecture.md invariant 4)', () => {
  const cases = UPLOAD_KINDS.flatMap((kind) => (['wizard', 'preregistration'] as WizardVariant[]).map((variant) => [kind, variant] as const));

  it.each(cases)('%s (%s)', async (kind, variant) => {
    const rule = uploadRule(kind, { variant });
    const type = uploadType(kind, variant);
    for (const ext of ALL_EXTENSIONS) {
      const accepted = (rule.extensions as readonly string[]).includes(ext);
      expect(await presignStatus(type, ext, CONTENT_TYPES[ext], rule.maxBytes), `${type} .${ext}`).toBe(accepted ? 200 : 415);
    }
    const ext = rule.extensions[0];
    expect(await presignStatus(type, ext, CONTENT_TYPES[ext], rule.maxBytes + 1), `${type} over the maximum`).toBe(413);
    expect(await presignStatus(type, ext, CONTENT_TYPES[ext], rule.minBytes), `${type} at the minimum`).toBe(200);
    if (rule.minBytes > 1) expect(await presignStatus(type, ext, CONTENT_TYPES[ext], rule.minBytes - 1), `${type} under the minimum`).toBe(400);
  });
});
