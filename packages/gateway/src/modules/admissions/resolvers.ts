import {
  APPLICATION_ACTION,
  EMAIL_PATTERN,
  MESSAGES,
  applicationStatusFromWire,
  applicationSteps,
  applyListAction,
  applyListActionLabel,
  checkDocuments,
  checkEducation,
  checkGeneralInfo,
  checkPaperForm,
  checkScholarship,
  normaliseSection,
  parseProgramId,
  scholarshipCode,
  SCHOLARSHIP_CODE_MESSAGES,
  scholarshipToSave,
  sectionFromWire,
  sectionToWire,
  uploadContentType,
  uploadRule,
  wizardMayOpen,
  type Documents,
  type PaperForm,
  type PartnerLearningCenter,
} from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { newScholarshipCode, SCHOLARSHIP_CODE_TTL_MS } from '../../auth/pre-registration.js';
import { getApplications, loadApplication, sendScholarshipCode, storedFileUrl, syncProgramProgress } from '../../cloud/admissions.js';
import { postProgramSubscribedEvent } from '../../cloud/analytics.js';
import { getAllProgramList } from '../../cloud/catalog.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { UpstreamRefusedError } from '../../errors.js';
import { applicantProgram, identifyApplicant, noSuchProgram, partnerData, wizardVariant, type Applicant } from './applicant.js';
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
} from './changes.js';
import {
  admissionsProgram,
  applicationFromListItem,
  applicationFromRecord,
  applyTabs,
  documentUploadType,
  paperFormFiles,
  paperFormFromInput,
  paperFormFromStored,
  storedFile,
  storedSection,
  type ApplicationModel,
} from './mappers.js';
import { earliestToday } from './dates.js';
import { ADMISSIONS_MESSAGES, DOCUMENT_LABELS, PAPER_FILE_LABELS } from './messages.js';

/** The loaded application behind a model (items of the list load theirs on first use). */
const recordOf = (model: ApplicationModel, ctx: Parameters<typeof loadApplication>[0]) =>
  model.record ? Promise.resolve(model.record) : loadApplication(ctx, model.owner, model.program.pid, model.program.bpid);

/** The first file of the paper form that is not this applicant's finished upload of type 'application' (docs/decisions/037). */
const missingPaperFormUpload = (ctx: Parameters<typeof missingUpload>[0], applicant: Applicant, form: PaperForm) =>
  missingUpload(
    ctx,
    applicant.owner,
    paperFormFiles(form).map((file) => ({ ...file, type: 'application', label: PAPER_FILE_LABELS[file.field] ?? file.field })),
  );

const DOCUMENT_FIELDS = ['certificate', 'transcripts', 'passport', 'nationalId', 'profilePhoto'] as const;

export const admissionsResolvers: Resolvers = {
  Query: {
    // Only the signed cookie says who the pre-registration applicant is; no cookie, or an expired one, is no applicant.
    preRegistration: async (_parent, _args, ctx) => {
      const claim = ctx.preRegistration.read(ctx.req);
      if (!claim) return null;
      const partner = await partnerData(ctx, claim.email);
      if (!partner) return null;
      const applicant = { owner: { variant: 'preregistration' as const, email: claim.email }, name: '', claim };
      const { program, record } = await currentApplication(ctx, applicant, String(claim.programId));
      return { claim, partner, application: applicationFromRecord(applicant.owner, program, record, false) };
    },
  },

  Viewer: {
    applications: async (viewer, _args, ctx) => {
      const owner = { variant: 'wizard' as const, eid: viewer.eid, email: viewer.email };
      return (await getApplications(ctx.cloud, viewer.eid)).map((item) => applicationFromListItem(owner, item));
    },
    applyTabs: async (viewer, _args, ctx) => {
      const [list, applications, progress] = await Promise.all([getAllProgramList(ctx.cloud), getApplications(ctx.cloud, viewer.eid), getUserTotalProgress(ctx.cloud, viewer.eid)]);
      return applyTabs(list, applications, new Set(progress.map((p) => p.pid)));
    },
    application: async (viewer, { programId }, ctx) => {
      const pid = parseProgramId(programId);
      if (pid === null) return null;
      const owner = { variant: 'wizard' as const, eid: viewer.eid, email: viewer.email };
      const [list, applications] = await Promise.all([getAllProgramList(ctx.cloud), getApplications(ctx.cloud, viewer.eid)]);
      const applied = applications.find((a) => a.pid === pid);
      const program = admissionsProgram(pid, list, applied);
      if (!program) return null;
      // A program never applied to loads as status 0 with no sections: the new, unsaved application.
      const record = await loadApplication(ctx.cloud, owner, pid, program.bpid);
      return applicationFromRecord(owner, program, record, applied?.enrolled);
    },
  },

  Application: {
    id: (model) => model.applicationId,
    programId: (model) => String(model.program.pid),
    batchId: (model) => String(model.program.bpid),
    programName: (model) => model.program.name,
    programImageUrl: (model) => model.program.imageUrl,
    status: (model) => applicationStatusFromWire(model.pstatus),
    steps: (model) => applicationSteps(model.pstatus),
    action: async (model, _args, ctx) => {
      let enrolled = model.enrolled;
      if (enrolled === undefined && model.owner.variant === 'wizard') {
        enrolled = (await getUserTotalProgress(ctx.cloud, model.owner.eid)).some((p) => p.pid === model.program.pid);
      }
      return applyListAction({ pstatus: model.pstatus, etype: model.program.etype, enrolled: Boolean(enrolled) });
    },
    editable: (model) => wizardMayOpen(model.pstatus),
    partnerChannel: async (model, _args, ctx) => model.owner.variant === 'preregistration' || (await recordOf(model, ctx.cloud)).evbab === 1,
    generalInfo: async (model, _args, ctx) => storedSection(await recordOf(model, ctx.cloud), 'generalinfo'),
    education: async (model, _args, ctx) => storedSection(await recordOf(model, ctx.cloud), 'education'),
    documents: async (model, _args, ctx) => {
      const documents = storedSection(await recordOf(model, ctx.cloud), 'uploaddoc');
      return documents ? { documents, owner: model.owner } : null;
    },
    scholarship: async (model, _args, ctx) => storedSection(await recordOf(model, ctx.cloud), 'scholarship'),
    paperForm: async (model, _args, ctx) => {
      const paper = (await recordOf(model, ctx.cloud)).paper;
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
    id: ({ program }) => String(program.pid),
    batchId: ({ program }) => String(program.bpid),
    name: ({ program }) => program.name,
    imageUrl: ({ program }) => program.imageUrl,
    duration: ({ program }) => program.duration,
    status: ({ pstatus }) => (pstatus === null ? null : applicationStatusFromWire(pstatus)),
    action: ({ action }) => action,
    actionLabel: ({ action }) => applyListActionLabel(action),
  },

  PreRegistration: {
    email: ({ claim }) => claim.email,
    firstName: ({ partner }) => partner.first_name,
    lastName: ({ partner }) => partner.last_name,
    learningCenter: ({ partner }) => partner.learning_center,
    learningCenterName: ({ partner }) => partner.learning_center_name,
    application: ({ application }) => application,
  },

  PaperForm: {
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
    // Each save: who (token or cookie) → the section's own check, first failure
    // only and before any cloud call → the status → the save (spec part 3, 4.2, 5.3-5.5, 7.1).
    applicationSaveGeneralInfo: async (_parent, { input }, ctx) => {
      const variant = wizardVariant(input.variant);
      const applicant = await identifyApplicant(ctx, variant);
      // The e-mail is read-only: the token's, or the partner e-mail (spec part 3, 5.3).
      // Checked as sent, so a value outside a closed list is refused, not stored blank.
      const sent = { ...input.generalInfo, email: applicant.owner.email };
      const failure = checkGeneralInfo(sent, { variant });
      if (failure) return invalid(failure);
      const appobj = sectionToWire('generalinfo', normaliseSection('generalinfo', sent));
      return saveSection(ctx, applicant, input.programId, 'generalinfo', async () => ({ appobj }));
    },

    applicationSaveEducation: async (_parent, { input }, ctx) => {
      const variant = wizardVariant(input.variant);
      const applicant = await identifyApplicant(ctx, variant);
      const failure = checkEducation(input.education, { variant });
      if (failure) return invalid(failure);
      const appobj = sectionToWire('education', normaliseSection('education', input.education));
      return saveSection(ctx, applicant, input.programId, 'education', async () => ({ appobj }));
    },

    applicationSaveDocuments: async (_parent, { input }, ctx) => {
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
        // ...and a file this applicant finished uploading (ARCHITECTURE.md, invariant 4).
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
        return missing ? { refused: missing } : { appobj: sectionToWire('uploaddoc', values) };
      });
    },

    // The spec gives this tab no checks; its values are still closed choices,
    // and a partner-channel application's scholarship is Yes at the partner's
    // learning center, for every variant (spec part 3, 3.5, 4.2 and 6;
    // docs/decisions/066 and 067). Whether the applicant is partner-channel
    // is the stored application's, so the check runs after it is loaded.
    applicationSaveScholarship: async (_parent, { input }, ctx) => {
      const variant = wizardVariant(input.variant);
      const applicant = await identifyApplicant(ctx, variant);
      const sent = { scholarship: input.scholarship.scholarship, learningCenter: input.scholarship.learningCenter ?? '' };
      return saveSection(ctx, applicant, input.programId, 'scholarship', async (record) => {
        const partnerChannel = isPartnerChannel(variant, record);
        let partnerLearningCenter: PartnerLearningCenter | null = null;
        if (applicant.owner.variant === 'preregistration') {
          const partner = await partnerData(ctx, applicant.owner.email);
          if (!partner) return { refused: notAuthorized(MESSAGES.scholarshipNotRegistered) };
          partnerLearningCenter = { code: partner.learning_center, name: partner.learning_center_name };
        } else if (partnerChannel) {
          // A signed-in partner-channel application keeps the center it was given (stored with the application).
          const stored = sectionFromWire('scholarship', record.scholarship);
          partnerLearningCenter = stored.learningCenterCode ? { code: stored.learningCenterCode, name: stored.learningCenterName } : null;
        }
        const options = { partnerChannel, partnerLearningCenter };
        const failure = checkScholarship(sent, options);
        if (failure) return { refused: invalid(failure) };
        return { appobj: sectionToWire('scholarship', scholarshipToSave(sent, options)) };
      });
    },

    applicationSubmit: async (_parent, { input }, ctx) => {
      const variant = wizardVariant(input.variant);
      const applicant = await identifyApplicant(ctx, variant);
      const { program, record } = await currentApplication(ctx, applicant, input.programId);
      const refused = statusRefusal(variant, record.pstatus);
      if (refused) return refused;
      const failure = submitFailure(record, variant);
      if (failure) return invalid(failure);
      return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SUBMIT });
    },

    applicationSubmitPaperForm: async (_parent, { input }, ctx) => {
      const applicant = await identifyApplicant(ctx, 'wizard');
      const form = paperFormFromInput(input.form, applicant.owner.email, '');
      // The 16 checks of spec part 3, 5.2 in order, with 5.1's two date rules (docs/decisions/036 on "today").
      const failure = checkPaperForm(form, earliestToday());
      if (failure) return invalid(failure);
      const { program, record } = await currentApplication(ctx, applicant, input.programId);
      // The paper form opens only for status 0 and 1 (spec part 3, 4.1).
      const refused = paperFormRefusal(record.pstatus);
      if (refused) return refused;
      const missing = await missingPaperFormUpload(ctx, applicant, form);
      if (missing) return missing;
      form.programmes[0] = { ...form.programmes[0], title: program.name };
      // Saving the paper form submits it: pstatus 2 (spec part 3, 4.1).
      return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SUBMIT, section: { typeobj: 'paper', appobj: form } });
    },

    // A draft of the paper form: the spec has only its submit (4.1), but an
    // applicant must be able to leave and come back (ARCHITECTURE.md,
    // invariant 7; docs/decisions/065). None of the 16 checks of 5.2 run, a
    // half-filled form is the point; the status rule and the files' owner still hold.
    applicationSavePaperFormDraft: async (_parent, { input }, ctx) => {
      const applicant = await identifyApplicant(ctx, 'wizard');
      const { program, record } = await currentApplication(ctx, applicant, input.programId);
      const refused = paperFormRefusal(record.pstatus);
      if (refused) return refused;
      const form = paperFormFromInput(input.form, applicant.owner.email, program.name);
      const missing = await missingPaperFormUpload(ctx, applicant, form);
      if (missing) return missing;
      // Action 0 with pstatus 1, as every wizard save (spec part 3, 7.1).
      return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SAVE, section: { typeobj: 'paper', appobj: form } });
    },

    applicationStart: async (_parent, { input }, ctx) => {
      const viewer = await ctx.requireViewer();
      const applicant = await identifyApplicant(ctx, 'wizard');
      const program = await applicantProgram(ctx, applicant, input.programId);
      const [applications, progress] = await Promise.all([getApplications(ctx.cloud, viewer.eid), getUserTotalProgress(ctx.cloud, viewer.eid)]);
      const applied = applications.find((a) => a.pid === program.pid);
      const enrolledIn = progress.find((p) => p.pid === program.pid);
      const action = applyListAction({ pstatus: applied?.pstatus ?? null, etype: program.etype, enrolled: Boolean(enrolledIn) || Boolean(applied?.enrolled) });
      // Already enrolled: Start twice (a double click) lands in the same place.
      if (enrolledIn) return { enrolledProgram: { program: enrolledIn, eid: viewer.eid }, userErrors: [] };
      if (action !== 'START') return { enrolledProgram: null, userErrors: [{ field: 'programId', code: 'NOT_AUTHORIZED', message: ADMISSIONS_MESSAGES.cannotStart }] };
      // Spec part 3, 7.1 item 6: the sync-program call, then the analytics event, then a refresh of progress.
      try {
        await syncProgramProgress(ctx.cloud, viewer.eid, { pid: program.pid, bpid: program.bpid, title: program.name });
      } catch (error) {
        if (error instanceof UpstreamRefusedError && error.status === 409) {
          return { enrolledProgram: null, userErrors: [{ field: 'programId', code: 'NOT_AUTHORIZED', message: ADMISSIONS_MESSAGES.cannotStart }] };
        }
        throw error;
      }
      await postProgramSubscribedEvent(ctx.cloud, { sub: viewer.sub, email: viewer.email, name: viewer.name, bpid: program.bpid, programName: program.name }, ctx.log);
      // The progress read earlier in this request is stale now: fetch it again.
      ctx.cloud.loader.clear({ operation: '/getUserTotalProgress', body: { eid: viewer.eid } });
      const refreshed = (await getUserTotalProgress(ctx.cloud, viewer.eid)).find((p) => p.bpid === program.bpid || p.pid === program.pid);
      return { enrolledProgram: refreshed ? { program: refreshed, eid: viewer.eid } : null, userErrors: [] };
    },

    // Step 1 of 2: the partner portal must know the e-mail, and then the
    // applicant must show they read its mail (docs/decisions/035, 078).
    scholarshipEmailCheck: async (_parent, { input }, ctx) => {
      const email = input.email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(email)) return { codeSent: null, userErrors: [{ field: 'email', code: 'INVALID', message: MESSAGES.enterValidEmail }] };
      // Each check may mail a code: counted per client address and per target
      // e-mail once the e-mail passes its rule, before anyone is asked (docs/decisions/012, 078).
      const allowed = await ctx.rateLimits.allowFor('scholarshipCheck', ctx.ip, email);
      if (!allowed) return { codeSent: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: SCHOLARSHIP_CODE_MESSAGES.tooManyChecks }] };
      const pid = parseProgramId(input.programId);
      const list = await getAllProgramList(ctx.cloud);
      const program = pid === null ? null : admissionsProgram(pid, list, undefined);
      if (!program) throw noSuchProgram();
      // Any answer but 'Successful' with the partner's data, or one that cannot be read (spec part 1, section 5).
      const partner = await partnerData(ctx, email);
      if (!partner) return { codeSent: null, userErrors: [{ field: 'email', code: 'USER_NOT_FOUND', message: MESSAGES.scholarshipNotRegistered }] };
      const claim = { email: (partner.email || email).trim().toLowerCase(), programId: program.pid, batchId: program.bpid };
      const code = newScholarshipCode();
      await sendScholarshipCode(ctx.cloud, claim.email, code, SCHOLARSHIP_CODE_TTL_MS / 60_000);
      // A new check starts over: whatever this browser had opened before is closed.
      ctx.preRegistration.clear(ctx.res);
      // The code itself went only to the mailbox; the browser holds its keyed hash, signed.
      const expiresAt = ctx.preRegistration.setChallenge(ctx.res, claim, code);
      return { codeSent: { email: claim.email, expiresAt: expiresAt.toISOString() }, userErrors: [] };
    },

    // Step 2 of 2: the mailed code, in the browser that asked for it.
    scholarshipCodeConfirm: async (_parent, { input }, ctx) => {
      const refuse = (code: 'INVALID' | 'CODE_MISMATCH' | 'CODE_EXPIRED' | 'RATE_LIMITED' | 'USER_NOT_FOUND', message: string, field: string | null = 'code') => ({
        preRegistration: null,
        userErrors: [{ field, code, message }],
      });
      const challenge = ctx.preRegistration.readChallenge(ctx.req);
      if (!challenge) return refuse('CODE_EXPIRED', SCHOLARSHIP_CODE_MESSAGES.noCode);
      const typed = scholarshipCode(input.code);
      if (typed === null) return refuse('INVALID', SCHOLARSHIP_CODE_MESSAGES.enterCode);
      if (challenge.expired) return refuse('CODE_EXPIRED', SCHOLARSHIP_CODE_MESSAGES.expired);
      // Every attempt counts, per address and per target e-mail, before the code
      // is compared: past the limit even the right code waits, so guessing gains nothing.
      const { claim } = challenge;
      const allowed = await ctx.rateLimits.allowFor('scholarshipCode', ctx.ip, claim.email);
      if (!allowed) return refuse('RATE_LIMITED', SCHOLARSHIP_CODE_MESSAGES.tooManyCodes, null);
      if (!challenge.matches(typed)) return refuse('CODE_MISMATCH', SCHOLARSHIP_CODE_MESSAGES.wrongCode);
      // The partner portal may have dropped the e-mail meanwhile.
      const partner = await partnerData(ctx, claim.email);
      if (!partner) return refuse('USER_NOT_FOUND', MESSAGES.scholarshipNotRegistered, null);
      // Only this HttpOnly cookie says who the applicant is from now on (docs/decisions/035, 078).
      ctx.preRegistration.clearChallenge(ctx.res);
      ctx.preRegistration.set(ctx.res, claim);
      const owner = { variant: 'preregistration' as const, email: claim.email };
      const program = admissionsProgram(claim.programId, await getAllProgramList(ctx.cloud), undefined);
      if (!program) throw noSuchProgram();
      const record = await loadApplication(ctx.cloud, owner, claim.programId, claim.batchId);
      return { preRegistration: { claim, partner, application: applicationFromRecord(owner, { ...program, bpid: claim.batchId }, record, false) }, userErrors: [] };
    },
  },
};
