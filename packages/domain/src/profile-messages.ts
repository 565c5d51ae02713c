/**
 * The profile's words (spec part 3, sections 4.3, 5.7 and 8), apart from its
 * rules so the upload rules can name them without a cycle.
 */
/** The spec's words for the profile, typos and spacing included (sections 4.3, 5.7, 8). */
export const PROFILE_MESSAGES = {
  photo: 'Please Select Profile Photo',
  firstName: 'Please enter user name',
  dateOfBirth: 'Please enter date of Birth',
  countryCode: 'Please enter country code',
  address: 'Please enter Address',
  phone: 'Please enter phone number',
  passportNumber: 'Please enter passport number',
  highestDegree: 'Please enter higest degree',
  workExperience: 'Please enter work experience',
  photoTooSmall: 'file size is less than 50kb',
  photoTooLarge: 'file size is greater than 1024kb',
  photoWrongType: 'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
  documentTooSmall: 'file size is less than 50kb',
  /** Section 5.7: refused over 256000 bytes "although the message says greater than 1mb" (kept as written). */
  documentTooLarge: 'file size is greater than 1mb',
  deleteConfirm: 'Are you sure you want to delete ?',
  deleted: 'deleted successfully',
  uploaded: 'Uploaded successfully',
  submitted: 'Submitted successfully',
  success: 'Success',
  noUsn: 'No USN',
} as const;

/**
 * NOT IN THE SPEC (docs/decisions/223): rules the spec states without words,
 * or that it leaves to the older client's inputs.
 */
export const PROFILE_NON_SPEC_MESSAGES = {
  /** Section 5.7 sets the date input's maximum (2010-01-01) without a message. */
  dateOfBirthTooLate: 'Date of birth must be on or before 01/01/2010',
  /** Section 5.7: images are "not added to the list", silently; we say so. */
  documentIsImage: 'Images are not added to your documents: choose a PDF or Word document.',
  documentWrongType: 'Only .pdf, .doc and .docx documents are allowed.',
  /** A name that is not a finished upload of this learner (the older client could not send one). */
  fileNotUploaded: 'The file was not uploaded. Please choose the file again.',
  tooLong: 'Please keep this under 500 characters.',
  tooManyDocuments: 'You can keep at most 20 documents.',
} as const;
