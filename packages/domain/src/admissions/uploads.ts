/**
 * What each admissions upload accepts, as data, and the check run when a file
 * is chosen and again before an upload URL is issued (spec part 3, sections
 * 5.2, 5.5, 5.6, 5.8, 7.2 and 9; docs/architecture.md invariant 4).
 */
import { QUIZ_MESSAGES, UNIT_ASSIGNMENT_MAX_BYTES } from '../learning/quiz.js';
import { PROJECT_FILE_EXTENSIONS, PROJECT_FILE_MAX_BYTES, PROJECT_MESSAGES } from '../learning/projects.js';
import { NON_SPEC_MESSAGES } from './non-spec-messages.js';
import { PROFILE_MESSAGES, PROFILE_NON_SPEC_MESSAGES } from '../profile-messages.js';
import type { WizardVariant } from './wizard.js';

// ---- constants of section 9 ------------------------------------------------

/** Image upload minimum: 50 KB. */
export const UPLOAD_MIN_BYTES = 51_200;
/** Application upload maximum: 250 KB, 256000 bytes. */
export const APPLICATION_UPLOAD_MAX_BYTES = 256_000;
/** Profile photo maximum: 1024 KB (section 5.7). */
export const PROFILE_PHOTO_MAX_BYTES = 1_048_576;
/** The random number put before every uploaded file name (section 7.2). */
export const UPLOAD_PREFIX = { min: 1000, max: 9999 } as const;
/**
 * NOT IN THE SPEC: section 5.8 gives the query file's types but no size
 * limit. 5 MB holds a phone photo or a few pages of PDF; the embedded file
 * store uses the same limit for complaints.
 */
export const QUERY_UPLOAD_MAX_BYTES = 5 * 1_048_576;

/** The content type each accepted extension must be sent with. */
export const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // ---- profile (issue 20): a profile document may be a Word 97 file ----
  doc: 'application/msword',
} as const;
export type UploadExtension = keyof typeof CONTENT_TYPES;

// ---- the rules -------------------------------------------------------------

/**
 * - certificate, transcripts, passport, nationalId, profilePhoto: the
 *   wizard's Upload Documents tab (sections 5.5, 5.6);
 * - paperForm: every upload of the paper form (photo, signature, documents; section 5.2);
 * - query: the file of the query before login (section 5.8);
 * - complaint: the file of a signed-in complaint. The spec gives no rule for
 *   it (section 5.9); it takes the query form's, as the two are the same
 *   "Report A Query" form before and after sign-in.
 */
export const UPLOAD_KINDS = [
  'certificate',
  'transcripts',
  'passport',
  'nationalId',
  'profilePhoto',
  'paperForm',
  'query',
  'complaint',
  'unitAssignment',
  'assessmentAnswer',
  'projectFile',
  'profilePicture',
  'profileDocument',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The kinds a person can ask to upload, by their API (GraphQL enum) names, and
 * the rules each follows. The gateway and the web both read it, so the two can
 * never disagree about which rule a kind gets.
 */
export const UPLOAD_KIND_OF_API = {
  CERTIFICATE: 'certificate',
  TRANSCRIPTS: 'transcripts',
  PASSPORT: 'passport',
  NATIONAL_ID: 'nationalId',
  PROFILE_PHOTO: 'profilePhoto',
  PAPER_FORM: 'paperForm',
  QUERY: 'query',
  // ---- complaints (issue 20): the signed-in complaint's file ----
  COMPLAINT: 'complaint',
  UNIT_ASSIGNMENT: 'unitAssignment',
  ASSESSMENT_ANSWER: 'assessmentAnswer',
  PROJECT_FILE: 'projectFile',
  // ---- profile (issue 20) ----
  PROFILE_PICTURE: 'profilePicture',
  PROFILE_DOCUMENT: 'profileDocument',
} as const satisfies Record<string, UploadKind>;
export type ApiUploadKind = keyof typeof UPLOAD_KIND_OF_API;

export type UploadRule = {
  /** lower case, without the dot; matched case-insensitively */
  extensions: readonly UploadExtension[];
  minBytes: number;
  maxBytes: number;
  messages: { tooSmall: string; tooLarge: string; wrongType: string };
};

export const UPLOAD_MESSAGES = {
  tooSmall: 'file size is less than 50kb',
  tooLarge: 'file size is greater than 250kb',
  /** the paper form (section 5.2) */
  imagesOnly: 'Only images with .jpg, .jpeg, .png extension are allowed.',
} as const;

const IMAGES = ['jpg', 'jpeg', 'png'] as const;
const IMAGES_AND_PDF = ['jpg', 'jpeg', 'png', 'pdf'] as const;

/**
 * Section 5.5 words the wizard's type message "{document name} Only images
 * with .jpg, .jpeg, .png extension are allowed.", and section 5.6 gives the
 * names as "Passport/National ID/Profile (Passport size photo)". We read that
 * slash as a list of three documents, each message naming its own, and use
 * these names in both variants: Certificate, Transcripts, Passport,
 * National ID, Profile (Passport size photo).
 */
const imagesOnly = (documentName: string) => `${documentName} Only images with .jpg, .jpeg, .png extension are allowed.`;
/**
 * Section 5.6 (signed-in, four tabs) lets the certificate and transcripts be
 * PDF too, and words it "Certificate Only images with .jpg, .jpeg, .png .pdf
 * extension are allowed." (no comma before .pdf, kept). For transcripts it
 * writes only "Transcripts Only images..."; we complete it by the same pattern.
 */
const imagesOrPdf = (documentName: string) => `${documentName} Only images with .jpg, .jpeg, .png .pdf extension are allowed.`;

const applicationRule = (extensions: readonly UploadExtension[], wrongType: string): UploadRule => ({
  extensions,
  minBytes: UPLOAD_MIN_BYTES,
  maxBytes: APPLICATION_UPLOAD_MAX_BYTES,
  messages: { tooSmall: UPLOAD_MESSAGES.tooSmall, tooLarge: UPLOAD_MESSAGES.tooLarge, wrongType },
});

const queryRule: UploadRule = {
  extensions: ['jpg', 'jpeg', 'png', 'pdf', 'docx'],
  // Not in the spec: an empty file says nothing and the file store refuses it.
  minBytes: 1,
  maxBytes: QUERY_UPLOAD_MAX_BYTES,
  messages: { tooSmall: NON_SPEC_MESSAGES.queryFileEmpty, tooLarge: NON_SPEC_MESSAGES.queryFileTooLarge, wrongType: NON_SPEC_MESSAGES.queryFileWrongType },
};

/**
 * The unit assignment's answer file (spec part 2, sections 5 and 9): up to
 * 512000 bytes, pdf, jpg, jpeg or png. The spec words only the size message;
 * the type message is the project file's words for the same rule.
 */
const unitAssignmentRule: UploadRule = {
  extensions: IMAGES_AND_PDF,
  minBytes: 1,
  maxBytes: UNIT_ASSIGNMENT_MAX_BYTES,
  messages: { tooSmall: NON_SPEC_MESSAGES.queryFileEmpty, tooLarge: QUIZ_MESSAGES.fileTooLarge, wrongType: QUIZ_MESSAGES.fileWrongType },
};

/**
 * A timed assessment's or assignment's file answer (spec part 2, section 7:
 * the 'workbook' presign). The spec gives it no limits of its own; it is
 * presigned like the project files, so it takes their rule and messages
 * (spec part 2, sections 5 and 9: 50 MB, pdf/jpg/jpeg/png; docs/decisions/146).
 */
const projectFileRule: UploadRule = {
  extensions: PROJECT_FILE_EXTENSIONS,
  minBytes: 1,
  maxBytes: PROJECT_FILE_MAX_BYTES,
  messages: { tooSmall: NON_SPEC_MESSAGES.queryFileEmpty, tooLarge: PROJECT_MESSAGES.fileTooLarge, wrongType: PROJECT_MESSAGES.fileWrongType },
};
const assessmentAnswerRule: UploadRule = projectFileRule;

/** The rules of the signed-in wizard and the other forms. */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  certificate: applicationRule(IMAGES_AND_PDF, imagesOrPdf('Certificate')),
  transcripts: applicationRule(IMAGES_AND_PDF, imagesOrPdf('Transcripts')),
  passport: applicationRule(IMAGES, imagesOnly('Passport')),
  nationalId: applicationRule(IMAGES, imagesOnly('National ID')),
  profilePhoto: applicationRule(IMAGES, imagesOnly('Profile (Passport size photo)')),
  paperForm: applicationRule(IMAGES, UPLOAD_MESSAGES.imagesOnly),
  query: queryRule,
  complaint: queryRule,
  unitAssignment: unitAssignmentRule,
  assessmentAnswer: assessmentAnswerRule,
  /** A project message's file (spec part 2, sections 5 and 9). */
  projectFile: projectFileRule,
  // ---- profile (issue 20): spec part 3, sections 5.7 and 9 ----
  /** My Profile's photo: 50 KB to 1024 KB, jpg/jpeg/png. */
  profilePicture: {
    extensions: IMAGES,
    minBytes: UPLOAD_MIN_BYTES,
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    messages: { tooSmall: PROFILE_MESSAGES.photoTooSmall, tooLarge: PROFILE_MESSAGES.photoTooLarge, wrongType: PROFILE_MESSAGES.photoWrongType },
  },
  /** My Profile's documents: 50 KB to 256000 bytes ("greater than 1mb", as written), documents only. */
  profileDocument: {
    extensions: ['pdf', 'doc', 'docx'],
    minBytes: UPLOAD_MIN_BYTES,
    maxBytes: APPLICATION_UPLOAD_MAX_BYTES,
    messages: { tooSmall: PROFILE_MESSAGES.documentTooSmall, tooLarge: PROFILE_MESSAGES.documentTooLarge, wrongType: PROFILE_NON_SPEC_MESSAGES.documentWrongType },
  },
};

/**
 * Where the pre-registration wizard differs: section 5.5 takes images only
 * for every document; the PDF allowance is the signed-in variant's (5.6).
 */
export const PREREGISTRATION_UPLOAD_RULES: Partial<Record<UploadKind, UploadRule>> = {
  certificate: applicationRule(IMAGES, imagesOnly('Certificate')),
  transcripts: applicationRule(IMAGES, imagesOnly('Transcripts')),
};

export type UploadOptions = { variant?: WizardVariant };

export function uploadRule(kind: UploadKind, options: UploadOptions = {}): UploadRule {
  return (options.variant === 'preregistration' && PREREGISTRATION_UPLOAD_RULES[kind]) || UPLOAD_RULES[kind];
}

/** The extension of a file name, lower case, or '' when it has none. */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return match ? match[1].toLowerCase() : '';
}

/** The content type a file must be uploaded with, from its extension; null when the kind does not accept it. */
export function uploadContentType(kind: UploadKind, name: string, options: UploadOptions = {}): string | null {
  const ext = fileExtension(name);
  const rule = uploadRule(kind, options);
  return (rule.extensions as readonly string[]).includes(ext) ? CONTENT_TYPES[ext as UploadExtension] : null;
}

/** The file input's accept attribute, e.g. ".jpg,.jpeg,.png,.pdf". */
export function uploadAccept(kind: UploadKind, options: UploadOptions = {}): string {
  return uploadRule(kind, options)
    .extensions.map((e) => `.${e}`)
    .join(',');
}

export type UploadFile = {
  name: string;
  /** bytes */
  size: number;
  /** the browser's content type; '' when it did not guess one */
  type: string;
};

/**
 * The first failing rule's message, or null when the file may be uploaded.
 * The order is the spec's listing: too small, too large, then the type
 * (sections 5.2, 5.5, 5.6). The type passes when the extension is accepted
 * and the content type is the one that extension must be sent with; an empty
 * content type (browsers leave it empty for some files) stands for that one,
 * and the upload is then sent with uploadContentType().
 */
export function checkUpload(kind: UploadKind, file: UploadFile, options: UploadOptions = {}): string | null {
  const rule = uploadRule(kind, options);
  if (!(file.size >= rule.minBytes)) return rule.messages.tooSmall;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  const expected = uploadContentType(kind, file.name, options);
  const given = file.type.split(';')[0].trim().toLowerCase();
  if (expected === null || (given !== '' && given !== expected)) return rule.messages.wrongType;
  return null;
}

/**
 * The stored name of an upload: a random number from 1000 to 9999, a dash and
 * the file's name (section 7.2), so two files of the same name do not collide.
 */
export function uploadFileName(name: string, random: () => number = Math.random): string {
  const span = UPLOAD_PREFIX.max - UPLOAD_PREFIX.min + 1;
  const n = UPLOAD_PREFIX.min + Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return `${n}-${name}`;
}
