/**
 * NOT IN THE SPEC. Messages for rules the spec states without wording them
 * (spec part 3, sections 5.1 and 5.8), or for limits it does not give. Kept
 * here, in one place, so nobody mistakes them for the spec's text; every
 * other admissions message is the spec's own.
 */
export const NON_SPEC_MESSAGES = {
  /** Section 5.1 sets the date-of-birth maximum to today minus 10 years without a message. */
  applicantTooYoung: 'Applicant must be at least 10 years old',
  /** Section 5.1 sets the signing date minimum to today without a message. */
  signingDateMissing: 'Please select the date',
  signingDateInPast: 'The date cannot be before today',
  /** Section 5.8 gives the query file's types but no size limit or message. */
  queryFileEmpty: 'The file is empty',
  queryFileTooLarge: 'file size is greater than 5mb',
  queryFileWrongType: 'Only .jpg, .jpeg, .png, .pdf and .docx files are allowed.',
} as const;
