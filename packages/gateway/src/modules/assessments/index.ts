/** What other modules may use of assessments: the file answer's upload (uploadCreate with kind ASSESSMENT_ANSWER). */
export { createAssessmentUpload } from './uploads.js';
