/**
 * The application's saves and submits (spec part 3, 4.1, 4.2, 5.2-5.6, 7.1):
 * each one is who (token or cookie), then the section's own check (first
 * failure only, before any cloud call), then the status, then the save.
 */
import {
  APPLICATION_ACTION,
  MESSAGES,
  checkDocuments,
  checkEducation,
  checkGeneralInfo,
  checkPaperForm,
  checkScholarship,
  choiceLabel,
  GENDER_LABELS,
  normaliseSection,
  yesNoOfBoolean,
  scholarshipToSave,
  sectionFromWire,
  uploadContentType,
  uploadRule,
  type Documents,
  type PaperForm,
  type PartnerLearningCenter,
} from '@portal/domain';
import type {
  ApplicationSaveDocumentsInput,
  ApplicationSaveEducationInput,
  ApplicationSaveGeneralInfoInput,
  ApplicationSavePaperFormDraftInput,
  ApplicationSaveScholarshipInput,
  ApplicationSubmitInput,
  ApplicationSubmitPaperFormInput,
} from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { identifyApplicant, partnerData, wizardVariant, type Applicant } from './applicant.js';
import {
  currentApplication,
  invalid,
  isPartnerChannel,
  missingUpload,
  notAuthorized,
  paperFormRefusal,
  saveSection,
  sendChange,
  statusRefusal,
  submitFailure,
  type ApplicationResult,
} from './changes.js';
import { earliestToday } from './dates.js';
import { documentUploadType, paperFormFiles, paperFormFromInput, partnerLearningCenterOf, recordStatus } from './mappers.js';
import { DOCUMENT_LABELS, PAPER_FILE_LABELS } from './messages.js';

/** The first file of the paper form that is not this applicant's finished upload of type 'application' (docs/decisions/037). */
const missingPaperFormUpload = (ctx: Context, applicant: Applicant, form: PaperForm) =>
  missingUpload(
    ctx,
    applicant.owner,
    paperFormFiles(form).map((file) => ({ ...file, type: 'application', label: PAPER_FILE_LABELS[file.field] ?? file.field })),
  );

const DOCUMENT_FIELDS = ['certificate', 'transcripts', 'passport', 'nationalId', 'profilePhoto'] as const;

export async function saveGeneralInfo(ctx: Context, input: ApplicationSaveGeneralInfoInput): Promise<ApplicationResult> {
  const variant = wizardVariant(input.variant);
  const applicant = await identifyApplicant(ctx, variant);
  // The e-mail is read-only: the token's, or the partner e-mail (spec part 3, 5.3).
  // Checked as sent, so a value outside a closed list is refused, not stored blank.
  // The schema's enum and Boolean become the spec's words the checks and the wire know (docs/decisions/097).
  const { gender, internationalStudent, ...rest } = input.generalInfo;
  const sent = { ...rest, gender: choiceLabel(GENDER_LABELS, gender), internationalStudent: yesNoOfBoolean(internationalStudent), email: applicant.owner.email };
  const failure = checkGeneralInfo(sent, { variant });
  if (failure) return invalid(failure);
  const values = normaliseSection('generalinfo', sent);
  return saveSection(ctx, applicant, input.programId, 'generalinfo', async () => ({ values }));
}

export async function saveEducation(ctx: Context, input: ApplicationSaveEducationInput): Promise<ApplicationResult> {
  const variant = wizardVariant(input.variant);
  const applicant = await identifyApplicant(ctx, variant);
  const failure = checkEducation(input.education, { variant });
  if (failure) return invalid(failure);
  const values = normaliseSection('education', input.education);
  return saveSection(ctx, applicant, input.programId, 'education', async () => ({ values }));
}

export async function saveDocuments(ctx: Context, input: ApplicationSaveDocumentsInput): Promise<ApplicationResult> {
  const variant = wizardVariant(input.variant);
  const applicant = await identifyApplicant(ctx, variant);
  const values: Documents = normaliseSection('uploaddoc', input.documents);
  const failure = checkDocuments(values, { variant });
  if (failure) return invalid(failure);
  // Each name must be of a type its document takes (spec part 3, 5.5 and 5.6)...
  for (const field of DOCUMENT_FIELDS) {
    const name = values[field].trim();
    if (name && uploadContentType(field, name, { variant }) === null) return invalid({ field, message: uploadRule(field, { variant }).messages.wrongType });
  }
  return saveSection(ctx, applicant, input.programId, 'uploaddoc', async () => {
    // ...and a file this applicant finished uploading (docs/architecture.md, invariant 4).
    const missing = await missingUpload(
      ctx,
      applicant.owner,
      DOCUMENT_FIELDS.filter((field) => values[field].trim() !== '').map((field) => ({
        field,
        name: values[field].trim(),
        type: documentUploadType(field, applicant.owner),
        label: DOCUMENT_LABELS[field],
      })),
    );
    return missing ? { refused: missing } : { values };
  });
}

// The spec gives this tab no checks; its values are still closed choices,
// and a partner-channel application's scholarship is Yes at the partner's
// learning center, for every variant (spec part 3, 3.5, 4.2 and 6;
// docs/decisions/066 and 067). Whether the applicant is partner-channel
// is the stored application's, so the check runs after it is loaded.
export async function saveScholarship(ctx: Context, input: ApplicationSaveScholarshipInput): Promise<ApplicationResult> {
  const variant = wizardVariant(input.variant);
  const applicant = await identifyApplicant(ctx, variant);
  const sent = { scholarship: yesNoOfBoolean(input.scholarship.scholarship), learningCenter: input.scholarship.learningCenter ?? '' };
  return saveSection(ctx, applicant, input.programId, 'scholarship', async (record) => {
    const partnerChannel = isPartnerChannel(variant, record);
    let partnerLearningCenter: PartnerLearningCenter | null = null;
    if (applicant.owner.variant === 'preregistration') {
      const partner = await partnerData(ctx, applicant.owner.email);
      if (!partner) return { refused: notAuthorized(MESSAGES.scholarshipNotRegistered) };
      partnerLearningCenter = partnerLearningCenterOf(partner);
    } else if (partnerChannel) {
      // A signed-in partner-channel application keeps the center it was given (stored with the application).
      const stored = sectionFromWire('scholarship', record.scholarship);
      partnerLearningCenter = stored.learningCenterCode ? { code: stored.learningCenterCode, name: stored.learningCenterName } : null;
    }
    const options = { partnerChannel, partnerLearningCenter };
    const failure = checkScholarship(sent, options);
    if (failure) return { refused: invalid(failure) };
    return { values: scholarshipToSave(sent, options) };
  });
}

export async function submitApplication(ctx: Context, input: ApplicationSubmitInput): Promise<ApplicationResult> {
  const variant = wizardVariant(input.variant);
  const applicant = await identifyApplicant(ctx, variant);
  const { program, record } = await currentApplication(ctx, applicant, input.programId);
  const refused = statusRefusal(variant, recordStatus(record));
  if (refused) return refused;
  const failure = submitFailure(record, variant);
  if (failure) return invalid(failure);
  return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SUBMIT });
}

export async function submitPaperForm(ctx: Context, input: ApplicationSubmitPaperFormInput): Promise<ApplicationResult> {
  const applicant = await identifyApplicant(ctx, 'wizard');
  const form = paperFormFromInput(input.form, applicant.owner.email, '');
  // The 16 checks of spec part 3, 5.2 in order, with 5.1's two date rules (docs/decisions/036 on "today").
  const failure = checkPaperForm(form, earliestToday());
  if (failure) return invalid(failure);
  const { program, record } = await currentApplication(ctx, applicant, input.programId);
  // The paper form opens only for status 0 and 1 (spec part 3, 4.1).
  const refused = paperFormRefusal(recordStatus(record));
  if (refused) return refused;
  const missing = await missingPaperFormUpload(ctx, applicant, form);
  if (missing) return missing;
  form.programmes[0] = { ...form.programmes[0], title: program.name };
  // Saving the paper form submits it: pstatus 2 (spec part 3, 4.1).
  return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SUBMIT, section: { section: 'paper', values: form } });
}

// A draft of the paper form: the spec has only its submit (4.1), but an
// applicant must be able to leave and come back (docs/architecture.md,
// invariant 7; docs/decisions/065). None of the 16 checks of 5.2 run, a
// half-filled form is the point; the status rule and the files' owner still hold.
export async function savePaperFormDraft(ctx: Context, input: ApplicationSavePaperFormDraftInput): Promise<ApplicationResult> {
  const applicant = await identifyApplicant(ctx, 'wizard');
  const { program, record } = await currentApplication(ctx, applicant, input.programId);
  const refused = paperFormRefusal(recordStatus(record));
  if (refused) return refused;
  const form = paperFormFromInput(input.form, applicant.owner.email, program.name);
  const missing = await missingPaperFormUpload(ctx, applicant, form);
  if (missing) return missing;
  // Action 0 with pstatus 1, as every wizard save (spec part 3, 7.1).
  return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SAVE, section: { section: 'paper', values: form } });
}
