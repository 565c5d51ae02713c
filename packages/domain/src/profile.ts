/**
 * My Profile (spec part 3, sections 2.5, 3.6, 4.3, 5.7 and 9): the submit
 * checks in the spec's order (first failure only), the photo's and the
 * documents' file rules, and the words the screen shows. One home, read by
 * the web (as the learner types) and by the gateway (before any save).
 */
import { blankCheck, firstFailure, isPhoneNumber, type Check } from './admissions/checks.js';
import { NON_SPEC_MESSAGES } from './admissions/non-spec-messages.js';
import { checkUpload, fileExtension, UPLOAD_RULES, type UploadFile } from './admissions/uploads.js';
import { isCalendarDate } from './dates.js';
import type { FieldError } from './validation/rules.js';
import { hasHiddenFormatting, TEXT_MESSAGES } from './validation/text.js';
import { PROFILE_MESSAGES, PROFILE_NON_SPEC_MESSAGES } from './profile-messages.js';

export { PROFILE_MESSAGES, PROFILE_NON_SPEC_MESSAGES } from './profile-messages.js';

/** Section 9: the date of birth input's maximum. */
export const PROFILE_DATE_OF_BIRTH_MAX = '2010-01-01';
/** NOT IN THE SPEC: a bound on every text field and on the list of documents. */
export const PROFILE_TEXT_MAX = 500;
export const PROFILE_DOCUMENTS_MAX = 20;

/** What Submit sends (section 7.3's body in the learner's words); every text as typed. */
export type ProfileForm = {
  /** the stored name of the profile photo: the current one, or a new upload */
  photoFileName: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, '' when none */
  dateOfBirth: string;
  countryCode: string;
  address: string;
  phone: string;
  passportNumber: string;
  otherGovernmentId: string;
  highestDegree: string;
  workExperience: string;
  documentFileNames: readonly string[];
};

const blank = blankCheck<ProfileForm>;
const TEXT_FIELDS = ['firstName', 'lastName', 'countryCode', 'address', 'phone', 'passportNumber', 'otherGovernmentId', 'highestDegree', 'workExperience'] as const;

const PROFILE_CHECKS: readonly Check<ProfileForm>[] = [
  blank('photoFileName', PROFILE_MESSAGES.photo), // 1
  blank('firstName', PROFILE_MESSAGES.firstName), // 2
  {
    field: 'dateOfBirth',
    message: PROFILE_MESSAGES.dateOfBirth,
    fails: (f) => !isCalendarDate((f.dateOfBirth ?? '').trim()),
  }, // 3
  blank('countryCode', PROFILE_MESSAGES.countryCode), // 4
  blank('address', PROFILE_MESSAGES.address), // 5
  blank('phone', PROFILE_MESSAGES.phone), // 6
  blank('passportNumber', PROFILE_MESSAGES.passportNumber), // 7
  blank('highestDegree', PROFILE_MESSAGES.highestDegree), // 8
  blank('workExperience', PROFILE_MESSAGES.workExperience), // 9
  // After the spec's nine (first failure only, docs/decisions/223): the input's maximum, and bounds.
  {
    field: 'dateOfBirth',
    message: PROFILE_NON_SPEC_MESSAGES.dateOfBirthTooLate,
    fails: (f) => f.dateOfBirth.trim() > PROFILE_DATE_OF_BIRTH_MAX,
  },
  // Classmates read the name beside every post (issue 31, section 5; docs/decisions/270).
  ...(['firstName', 'lastName'] as const).map((field): Check<ProfileForm> => ({ field, message: TEXT_MESSAGES.hiddenFormatting, fails: (f) => hasHiddenFormatting(f[field] ?? '') })),
  // The forms' one phone rule, digits only, with its message (issue 31).
  { field: 'phone', message: NON_SPEC_MESSAGES.phoneNotDigits, fails: (f) => !isPhoneNumber(f.phone) },
  ...TEXT_FIELDS.map((field): Check<ProfileForm> => ({
    field,
    message: PROFILE_NON_SPEC_MESSAGES.tooLong,
    fails: (f) => (f[field] ?? '').trim().length > PROFILE_TEXT_MAX,
  })),
  {
    field: 'documentFileNames',
    message: PROFILE_NON_SPEC_MESSAGES.tooManyDocuments,
    fails: (f) => f.documentFileNames.length > PROFILE_DOCUMENTS_MAX,
  },
];

/** Section 5.7: the first failing submit check in the spec's order, or null when the profile may be saved. */
export function checkProfile(form: ProfileForm): FieldError | null {
  return firstFailure(PROFILE_CHECKS, form);
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'heic', 'tif', 'tiff'];

/**
 * A chosen document (section 5.7, "pdf chooser"): refused under 50 KB and over
 * 256000 bytes (with the spec's odd "greater than 1mb"); an image is not added
 * to the list; anything else the store takes is added and uploaded.
 */
export function checkProfileDocument(file: UploadFile): { outcome: 'add' } | { outcome: 'refuse' | 'notAdded'; message: string } {
  const problem = checkUpload('profileDocument', file);
  if (problem === null) return { outcome: 'add' };
  if (problem === PROFILE_NON_SPEC_MESSAGES.documentWrongType && IMAGE_EXTENSIONS.includes(fileExtension(file.name))) {
    return {
      outcome: 'notAdded',
      message: PROFILE_NON_SPEC_MESSAGES.documentIsImage,
    };
  }
  return { outcome: 'refuse', message: problem };
}

/** Bytes as a person checks them against a file's properties: '256,000 bytes'. */
const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes`;

/**
 * The documents' hint, from the rule the portal applies (issue 31): the bounds in KB and in
 * exact bytes, since the spec's refusal of a large document says "greater than 1mb" (kept as
 * written) while the limit is 256000 bytes, and a file of 256,001 bytes, shown as "250 KB" by
 * some systems, is refused: 'A .pdf, .doc or .docx file of 50 KB (51,200 bytes) to 250 KB
 * (256,000 bytes) at most.'
 */
export const PROFILE_DOCUMENT_HINT = (() => {
  const { extensions, minBytes, maxBytes } = UPLOAD_RULES.profileDocument;
  const kinds = extensions.map((e) => `.${e}`);
  return `A ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)} file of ${minBytes / 1024} KB (${bytes(minBytes)}) to ${maxBytes / 1024} KB (${bytes(maxBytes)}) at most.`;
})();

/**
 * The name a learner reads for a stored file: without the random number and
 * dash put before it at upload (section 7.2), "4821-cv.pdf" → "cv.pdf".
 */
export function storedFileDisplayName(stored: string): string {
  return stored.replace(/^\d{4}-/, '');
}
