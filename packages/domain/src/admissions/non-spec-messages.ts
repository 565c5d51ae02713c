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
  /**
   * Closed lists and numbers (sections 3.2-3.5, 5.1, 5.6): the older client
   * only offered the choices, so it never had to word a refusal
   * (docs/decisions/067). These run after the spec's own checks of a form.
   */
  countryCodeUnknown: 'Please choose a country code from the list',
  phoneNotDigits: 'Phone number can contain digits only',
  genderUnknown: 'Please choose Male, Female or Transgender',
  internationalStudentUnknown: 'Please choose Yes or No for International Student',
  countryOfResidenceUnknown: 'Please choose a Country of residence from the list',
  educationTypeUnknown: 'Please choose an Education Type from the list',
  specializationUnknown: 'Please choose a Specialization from the list',
  scholarshipUnknown: 'Please choose Yes or No for Scholarship',
  learningCenterUnknown: 'Please choose a Learning Center from the list',
  /** Section 4.2 and 6: a partner-channel (e-VBAB) applicant's scholarship is Yes. */
  partnerScholarshipYes: 'As a partner-country applicant you apply with Scholarship Yes',
  partnerLearningCenterMissing: 'Please choose your Learning Center',
  /** Sections 2.4 and 4.2: a later tab is disabled until the previous one is saved (docs/decisions/066). */
  saveTabFirst: (tab: string) => `Please save ${tab} first.`,
} as const;
