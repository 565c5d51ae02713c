/**
 * What each upload kind accepts: size range in bytes, extensions and the
 * content type each extension must be sent with. The one table both the
 * presign check and the arrival check read (docs/architecture.md invariant 4).
 */

import { CONTENT_TYPES, PROFILE_PHOTO_MAX_BYTES, UPLOAD_MIN_BYTES, UPLOAD_RULES, type UploadRule } from '@portal/domain';

const IMAGE_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' } as const;
const PDF = { pdf: 'application/pdf' } as const;
const DOCX = { docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;
const DOC = { doc: 'application/msword' } as const;

export type UploadKind = {
  minBytes: number;
  maxBytes: number;
  /** extension (lower case, no dot) -> the content type it must be PUT with */
  types: Record<string, string>;
  /** where the limit comes from */
  source: string;
};

const KB = 1024;

/**
 * The admissions and query kinds are built from @portal/domain's rules, the
 * same ones the gateway checks before it asks for a URL, so the store can
 * never be looser or stricter than that check (docs/architecture.md invariant 4).
 */
function fromDomainRule(rule: UploadRule, source: string): UploadKind {
  return { minBytes: rule.minBytes, maxBytes: rule.maxBytes, types: Object.fromEntries(rule.extensions.map((ext) => [ext, CONTENT_TYPES[ext]])), source };
}

export const UPLOAD_KINDS: Record<string, UploadKind> = {
  /**
   * Application images: passport, national id, profile photo, every paper-form
   * upload, and the pre-registration wizard's certificate and transcripts
   * (which take images only there).
   */
  application: fromDomainRule(UPLOAD_RULES.passport, 'spec part 3, 5.2, 5.5 and 9: 50 KB to 250 KB, jpg/jpeg/png'),
  /** Degree certificate and transcripts may also be PDF in the signed-in wizard. */
  'application-document': fromDomainRule(UPLOAD_RULES.certificate, 'spec part 3, 5.6: certificate and transcripts accept jpg/jpeg/png/pdf'),
  /** Profile photo. */
  profiledetails: { minBytes: UPLOAD_MIN_BYTES, maxBytes: PROFILE_PHOTO_MAX_BYTES, types: { ...IMAGE_TYPES }, source: 'spec part 3, 5.7 and 9: 50 KB to 1024 KB, jpg/jpeg/png' },
  /** Profile documents: not images; under 50 KB and over 256000 bytes refused. */
  profiledocs: { minBytes: 50 * KB, maxBytes: 256_000, types: { ...PDF, ...DOCX, ...DOC }, source: 'spec part 3, 5.7: 50 KB to 256000 bytes, documents' },
  /** Query before login: images, pdf and docx; the size limit is the domain's choice (the spec gives none). */
  complentsPreLogin: fromDomainRule(UPLOAD_RULES.query, 'spec part 3, 5.8: images, pdf, docx'),
  /** Complaint after login: same as the query form. */
  complents: fromDomainRule(UPLOAD_RULES.complaint, 'spec part 3, 7.3: as complentsPreLogin'),
  /** Unit assignment answer. */
  minassign: fromDomainRule(UPLOAD_RULES.unitAssignment, 'spec part 2, 5 and 9: up to 512000 bytes, pdf/jpg/jpeg/png'),
  /** Assessment / assignment workbook answer. */
  workbook: { minBytes: 1, maxBytes: 52_428_800, types: { ...IMAGE_TYPES, ...PDF }, source: 'spec part 2, 7: as project files' },
  /** Project message attachment. */
  project: fromDomainRule(UPLOAD_RULES.projectFile, 'spec part 2, 5 and 9: up to 50 MB, pdf/jpg/jpeg/png'),
};

/** "image/JPEG; charset=x" -> "image/jpeg" */
export function normaliseContentType(value: string | undefined | null): string {
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

export type UploadCheck = { ok: true; kind: UploadKind; contentType: string } | { ok: false; status: 400 | 413 | 415; code: string; message: string };

/** The presign-time check: kind, extension, content type and declared size. */
export function checkUpload(kindName: string, fileName: string, contentType: string, size: number): UploadCheck {
  const kind = Object.hasOwn(UPLOAD_KINDS, kindName) ? UPLOAD_KINDS[kindName] : undefined;
  if (!kind) return { ok: false, status: 400, code: 'UNKNOWN_KIND', message: `Unknown upload type '${kindName}'` };
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const allowed = Object.keys(kind.types);
  if (!ext || !Object.hasOwn(kind.types, ext)) {
    return { ok: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: `Only ${allowed.map((e) => '.' + e).join(', ')} files are allowed for '${kindName}'` };
  }
  const type = normaliseContentType(contentType);
  if (type !== kind.types[ext]) {
    return { ok: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: `A .${ext} file must be sent as ${kind.types[ext]}, not ${type || 'no type'}` };
  }
  if (size < kind.minBytes) return { ok: false, status: 400, code: 'FILE_TOO_SMALL', message: `The file must be at least ${kind.minBytes} bytes` };
  if (size > kind.maxBytes) return { ok: false, status: 413, code: 'FILE_TOO_LARGE', message: `The file must be at most ${kind.maxBytes} bytes` };
  return { ok: true, kind, contentType: type };
}
