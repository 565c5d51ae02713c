/**
 * NOT IN THE SPEC: messages for refusals the older client never had to word,
 * because it trusted the browser (docs/decisions/033, 037 and 038). Every other
 * admissions message comes from @portal/domain, in the spec's words.
 */
import { WIZARD_SECTION_LABELS } from '@portal/domain';

export const ADMISSIONS_MESSAGES = {
  /** A save or submit of an application in a status the applicant may not change (spec part 3, 4.1: only 0, 1 and 5 open the wizard). */
  notEditable: 'This application can no longer be changed.',
  /** Submit before a required tab was saved (spec part 3, 4.2: each tab unlocks the next). */
  saveFirst: (tab: string) => `Please save ${tab} before submitting.`,
  /** A stored file name the applicant never finished uploading (docs/architecture.md, invariant 4). */
  fileNotUploaded: (document: string) => `${document}: the file was not found. Please upload it again.`,
  /** Start on a program whose application is not approved (spec part 3, 4.1). */
  cannotStart: 'This program can be started once its application is approved.',
} as const;

/** The wizard's tabs, as the applicant sees them (spec part 3, 2.4). */
export const TAB_LABELS = WIZARD_SECTION_LABELS;

/** The documents' names in messages: those of spec part 3, 5.5 and 5.6. */
export const DOCUMENT_LABELS = {
  certificate: 'Certificate',
  transcripts: 'Transcripts',
  passport: 'Passport',
  nationalId: 'National ID',
  profilePhoto: 'Profile photo',
} as const;

/** The paper form's files (spec part 3, 2.3 and 3.1), named in messages. */
export const PAPER_FILE_LABELS: Record<string, string> = {
  profilePhoto: 'Profile photo',
  signatureFile: 'Signature',
  'documents.sixth': 'Sixth form certificate',
  'documents.sixthA': 'Sixth form (A level) certificate',
  'documents.tenth': '10th certificate',
  'documents.twelfth': '12th certificate',
  'documents.degreeMarks': 'Degree marks',
  'documents.masters': 'Masters certificate',
  'documents.idProof': 'ID proof',
};
