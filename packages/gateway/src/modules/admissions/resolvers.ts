/**
 * The admissions resolvers: each reads its arguments and hands them to the
 * module's functions (read.ts, saves.ts, start.ts, scholarship.ts); the
 * renaming of the models' fields is here.
 */
import { applicationStatusFromWire, applicationSteps, booleanOfYesNo, calendarDateOrNull, choiceName, GENDER_LABELS, studyModeOf, TITLE_LABELS, wizardMayOpen } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { storedFileUrl } from '../../cloud/admissions.js';
import { markedPartnerChannel, paperFormFromStored, storedFile, storedPaperForm, storedSection } from './mappers.js';
import { applicationAction, applicationRecord, preRegistrationOf, programViewerApplication, viewerApplication, viewerApplications, viewerApplyTabs } from './read.js';
import { savePaperFormDraft, saveDocuments, saveEducation, saveGeneralInfo, saveScholarship, submitApplication, submitPaperForm } from './saves.js';
import { checkScholarshipEmail, confirmScholarshipCode } from './scholarship.js';
import { startProgram } from './start.js';

export const admissionsResolvers: Resolvers = {
  Query: {
    preRegistration: (_parent, _args, ctx) => preRegistrationOf(ctx),
  },

  Viewer: {
    applications: (viewer, _args, ctx) => viewerApplications(ctx, viewer),
    applyTabs: (viewer, _args, ctx) => viewerApplyTabs(ctx, viewer),
    application: (viewer, { programId }, ctx) => viewerApplication(ctx, viewer, programId),
  },

  Program: {
    viewerApplication: (program, _args, ctx) => programViewerApplication(ctx, program),
  },

  Application: {
    id: (model) => model.applicationId,
    program: (model) => ({ id: model.program.programId }),
    programId: (model) => String(model.program.programId),
    batchId: (model) => String(model.program.batchId),
    programName: (model) => model.program.name,
    programImageUrl: (model) => model.program.imageUrl,
    status: (model) => applicationStatusFromWire(model.statusCode),
    steps: (model) => applicationSteps(model.statusCode),
    action: (model, _args, ctx) => applicationAction(ctx, model),
    editable: (model) => wizardMayOpen(model.statusCode),
    partnerChannel: async (model, _args, ctx) => model.owner.variant === 'preregistration' || markedPartnerChannel(await applicationRecord(ctx.cloud, model)),
    generalInfo: async (model, _args, ctx) => storedSection(await applicationRecord(ctx.cloud, model), 'generalinfo'),
    education: async (model, _args, ctx) => storedSection(await applicationRecord(ctx.cloud, model), 'education'),
    documents: async (model, _args, ctx) => {
      const documents = storedSection(await applicationRecord(ctx.cloud, model), 'uploaddoc');
      return documents ? { documents, owner: model.owner } : null;
    },
    scholarship: async (model, _args, ctx) => storedSection(await applicationRecord(ctx.cloud, model), 'scholarship'),
    paperForm: async (model, _args, ctx) => {
      const paper = storedPaperForm(await applicationRecord(ctx.cloud, model));
      return paper ? paperFormFromStored(paper, model.program.name) : null;
    },
  },

  ApplicationDocuments: {
    certificate: (model) => storedFile(model, 'certificate'),
    transcripts: (model) => storedFile(model, 'transcripts'),
    passport: (model) => storedFile(model, 'passport'),
    nationalId: (model) => storedFile(model, 'nationalId'),
    profilePhoto: (model) => storedFile(model, 'profilePhoto'),
  },

  StoredFile: {
    name: (file) => file.name,
    url: async (file, _args, ctx) => (await storedFileUrl(ctx.cloud, file.owner, file.type, file.name))?.url ?? null,
  },

  ApplyTab: {
    label: (tab) => tab.label,
    programs: (tab) => tab.programs,
  },

  ApplyProgram: {
    id: ({ program }) => String(program.programId),
    batchId: ({ program }) => String(program.batchId),
    name: ({ program }) => program.name,
    imageUrl: ({ program }) => program.imageUrl,
    duration: ({ program }) => program.duration,
    status: ({ statusCode }) => (statusCode === null ? null : applicationStatusFromWire(statusCode)),
    action: ({ action }) => action,
  },

  PreRegistration: {
    email: ({ claim }) => claim.email,
    firstName: ({ partner }) => partner.firstName,
    lastName: ({ partner }) => partner.lastName,
    learningCenter: ({ partner }) => partner.learningCenter,
    learningCenterName: ({ partner }) => partner.learningCenterName,
    application: ({ application }) => application,
  },

  // Stored forms keep '' for a day not given; the contract's Date says null (decision 089).
  // The spec's words of closed choices as the schema's enums and Booleans (docs/decisions/097).
  GeneralInfo: {
    dateOfBirth: (info) => calendarDateOrNull(info.dateOfBirth),
    gender: (info) => choiceName(GENDER_LABELS, info.gender),
    internationalStudent: (info) => booleanOfYesNo(info.internationalStudent),
  },

  ScholarshipChoice: {
    scholarship: (choice) => booleanOfYesNo(choice.scholarship),
  },

  ProgrammeChoice: {
    studyMode: (row) => studyModeOf(row),
  },

  PaperForm: {
    title: (form) => choiceName(TITLE_LABELS, form.title),
    dateOfBirth: (form) => calendarDateOrNull(form.dateOfBirth),
    signingDate: (form) => calendarDateOrNull(form.signingDate),
    otherSecondaryYear: (form) => form.otherSecondary.year,
    otherSecondaryRegistrationNo: (form) => form.otherSecondary.registrationNo,
    otherSecondary: (form) => form.otherSecondary.rows,
    attestationAttached: (form) => form.payment.attestationAttached,
    paySlipAttached: (form) => form.payment.paySlipAttached,
    bankDraftNo: (form) => form.payment.bankDraftNo,
    draftAttached: (form) => form.checklist.draftAttached,
    disability: (form) => form.checklist.disability,
    sectionsCompleted: (form) => form.checklist.sectionsCompleted,
    evidenceAttached: (form) => form.checklist.evidenceAttached,
    certificatesAttached: (form) => form.checklist.certificatesAttached,
  },

  Mutation: {
    applicationSaveGeneralInfo: (_parent, { input }, ctx) => saveGeneralInfo(ctx, input),
    applicationSaveEducation: (_parent, { input }, ctx) => saveEducation(ctx, input),
    applicationSaveDocuments: (_parent, { input }, ctx) => saveDocuments(ctx, input),
    applicationSaveScholarship: (_parent, { input }, ctx) => saveScholarship(ctx, input),
    applicationSubmit: (_parent, { input }, ctx) => submitApplication(ctx, input),
    applicationSubmitPaperForm: (_parent, { input }, ctx) => submitPaperForm(ctx, input),
    applicationSavePaperFormDraft: (_parent, { input }, ctx) => savePaperFormDraft(ctx, input),
    applicationStart: (_parent, { input }, ctx) => startProgram(ctx, input.programId),
    scholarshipEmailCheck: (_parent, { input }, ctx) => checkScholarshipEmail(ctx, input),
    scholarshipCodeConfirm: (_parent, { input }, ctx) => confirmScholarshipCode(ctx, input),
  },
};
