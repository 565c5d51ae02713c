/**
 * Saving and submitting an application. The gateway is the authority: every
 * check of spec part 3, sections 5.2-5.6 runs first, in the spec's order, and
 * only the status moves of section 4.1 are made (domain wizardMayOpen,
 * paperFormMayOpen, statusAfter). The cloud API checks the moves again.
 */
import type { ApplicationRecord } from '@portal/contract';
import {
  APPLICATION_ACTION,
  APPLICATION_ALREADY_SUBMITTED,
  APPLICATION_STATUS,
  applicantFullName,
  applicationId,
  checkDocuments,
  checkEducation,
  checkGeneralInfo,
  normaliseSection,
  paperFormMayOpen,
  scholarshipReadyToSubmit,
  sectionFromWire,
  statusAfter,
  tabOrderFailure,
  wizardMayOpen,
  type FieldError,
  type SectionValues,
  type WizardSection,
  type WizardVariant,
} from '@portal/domain';
import type { UserError } from '../../__generated__/resolvers-types.js';
import { changeApplication, loadApplication, storedFileUrl, type ApplicationChange, type ApplicationOwner, type SectionChange } from '../../cloud/admissions.js';
import type { Context } from '../../context.js';
import { UpstreamRefusedError } from '../../errors.js';
import { applicantProgram, type Applicant } from './applicant.js';
import {
  applicationFromRecord,
  markedPartnerChannel,
  recordApplicationId,
  recordBatchId,
  recordGeneralInfo,
  recordStatus,
  withBatch,
  type AdmissionsProgram,
  type ApplicationModel,
} from './mappers.js';
import { ADMISSIONS_MESSAGES, TAB_LABELS } from './messages.js';

export type ApplicationResult = { application: ApplicationModel | null; userErrors: UserError[] };

/** A failed check as the payload's only user error (docs/decisions/032). */
export function invalid(failure: FieldError | { field: string | null; message: string }): ApplicationResult {
  return { application: null, userErrors: [{ field: failure.field, code: 'INVALID', message: failure.message }] };
}

export function notAuthorized(message: string): ApplicationResult {
  return { application: null, userErrors: [{ field: null, code: 'NOT_AUTHORIZED', message }] };
}

/**
 * Why this status cannot be changed by the applicant, or null when it can
 * (spec part 3, 4.1 and 4.2). The pre-registration wizard says "Application
 * Already Submitted!" for a submitted application, as the spec has it; any
 * other refusal is docs/decisions/033's message.
 */
export function statusRefusal(variant: WizardVariant, applicationStatus: number): ApplicationResult | null {
  if (wizardMayOpen(applicationStatus)) return null;
  if (variant === 'preregistration' && applicationStatus === APPLICATION_STATUS.SUBMITTED) return notAuthorized(APPLICATION_ALREADY_SUBMITTED);
  return notAuthorized(ADMISSIONS_MESSAGES.notEditable);
}

/**
 * Why the paper form cannot be saved or submitted in this status, or null when
 * it can: it opens for status 0 and 1 only (spec part 3, 4.1), so an
 * application the university reopened (5) is refused here although the
 * wizard takes it.
 */
export function paperFormRefusal(applicationStatus: number): ApplicationResult | null {
  if (paperFormMayOpen(applicationStatus)) return null;
  return statusRefusal('wizard', applicationStatus) ?? notAuthorized(ADMISSIONS_MESSAGES.notEditable);
}

/** The application as it stands, for the program the applicant means. */
export async function currentApplication(ctx: Context, applicant: Applicant, programId: string): Promise<{ program: AdmissionsProgram; record: ApplicationRecord }> {
  const program = await applicantProgram(ctx, applicant, programId);
  const record = await loadApplication(ctx.cloud, applicant.owner, program.programId, program.batchId);
  return { program, record: withBatch(record, program.batchId) };
}

/** uname: first, middle and last name joined (spec part 3, 7.1), from the newest General Information known. */
function applicantName(applicant: Applicant, record: ApplicationRecord, section?: SectionChange): string {
  const info = section?.section === 'generalinfo' ? normaliseSection('generalinfo', section.values) : recordGeneralInfo(record);
  return applicantFullName(info) || applicant.name;
}

const isRefusal = (error: unknown, code: string) => error instanceof UpstreamRefusedError && error.status === 409 && error.upstreamCode === code;

/**
 * Sends a save or submit. A new application takes the id "base id, dash,
 * epoch seconds" (spec part 3, 4.2); two applicants may meet on the same
 * second, so a taken id is retried with the next seconds
 * (docs/decisions/034). A status the cloud API refuses (changed meanwhile by
 * the university or another tab) is the same refusal as ours.
 */
export async function sendChange(
  ctx: Context,
  applicant: Applicant,
  program: AdmissionsProgram,
  record: ApplicationRecord,
  change: { action: ApplicationChange['action']; section?: SectionChange },
): Promise<ApplicationResult> {
  const target = statusAfter(recordStatus(record), change.action);
  if (target === null || (target !== 1 && target !== 2)) return statusRefusal(applicant.owner.variant, recordStatus(record)) ?? notAuthorized(ADMISSIONS_MESSAGES.notEditable);
  const base: Omit<ApplicationChange, 'applicationId'> = {
    programId: program.programId,
    batchId: recordBatchId(record, program.batchId),
    action: change.action,
    statusCode: target,
    programName: program.name,
    applicantName: applicantName(applicant, record, change.section),
    partnerChannel: isPartnerChannel(applicant.owner.variant, record),
    section: change.section,
  };
  const stored = recordApplicationId(record);
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const id = stored ?? applicationId(base.batchId, new Date(started + attempt * 1000));
    try {
      const saved = await changeApplication(ctx.cloud, applicant.owner, { ...base, applicationId: id });
      return { application: applicationFromRecord(applicant.owner, program, saved), userErrors: [] };
    } catch (error) {
      if (!stored && attempt < 4 && isRefusal(error, 'APPLICATION_ID_TAKEN')) continue;
      if (isRefusal(error, 'STATUS_NOT_ALLOWED')) {
        return statusRefusal(applicant.owner.variant, APPLICATION_STATUS.SUBMITTED) ?? notAuthorized(ADMISSIONS_MESSAGES.notEditable);
      }
      throw error;
    }
  }
}

/**
 * Saves one wizard section (action 0, pstatus 1): the section's own check has
 * already passed; here the status is checked, then the tab order (spec part
 * 3, 2.4 and 4.2: a tab is disabled until the one before it is saved, so an
 * integrator cannot save it either), then `prepare` turns the record into the
 * section to store, or a refusal (documents: the files' owner; scholarship:
 * the partner channel), and the section is sent (cloud/admissions.ts puts it
 * in the wire's envelope).
 */
export async function saveSection<S extends WizardSection>(
  ctx: Context,
  applicant: Applicant,
  programId: string,
  section: S,
  prepare: (record: ApplicationRecord) => Promise<{ refused: ApplicationResult } | { values: Partial<SectionValues[S]> }>,
): Promise<ApplicationResult> {
  const { program, record } = await currentApplication(ctx, applicant, programId);
  const refused = statusRefusal(applicant.owner.variant, recordStatus(record));
  if (refused) return refused;
  const outOfOrder = tabOrderFailure(section, (tab) => Boolean(record[tab]));
  if (outOfOrder) return invalid(outOfOrder);
  const prepared = await prepare(record);
  if ('refused' in prepared) return prepared.refused;
  return sendChange(ctx, applicant, program, record, { action: APPLICATION_ACTION.SAVE, section: { section, values: prepared.values } as SectionChange });
}

/** Whether an application is a partner-channel (e-VBAB) one: the pre-registration applicant's, or one the university marked so (spec part 3, 4.2 and 6). */
export const isPartnerChannel = (variant: WizardVariant, record: ApplicationRecord) => variant === 'preregistration' || markedPartnerChannel(record);

/** The sections a submit needs, in tab order; Scholarship "saves with empty values" (spec part 3, 4.2) and is not required. */
const REQUIRED_SECTIONS = ['generalinfo', 'education', 'uploaddoc'] as const;

/**
 * The first reason the stored application cannot be submitted: a required
 * tab never saved, or a saved tab that no longer passes its check (a draft
 * saved before a rule changed), in tab order; then, for a partner-channel
 * application, a Scholarship that is not Yes at a learning center.
 */
export function submitFailure(record: ApplicationRecord, variant: WizardVariant): { field: string | null; message: string } | null {
  const failure = requiredSectionsFailure(record, variant);
  if (failure) return failure;
  // A partner-channel application goes with scholarship Yes at a learning center (spec part 3, 4.2 and 6).
  const scholarship = record.scholarship ? sectionFromWire('scholarship', record.scholarship) : null;
  if (!scholarshipReadyToSubmit(scholarship, { partnerChannel: isPartnerChannel(variant, record) })) {
    return { field: null, message: ADMISSIONS_MESSAGES.saveFirst(TAB_LABELS.scholarship) };
  }
  return null;
}

function requiredSectionsFailure(record: ApplicationRecord, variant: WizardVariant): { field: string | null; message: string } | null {
  for (const section of REQUIRED_SECTIONS) {
    const wire = record[section];
    if (!wire) return { field: null, message: ADMISSIONS_MESSAGES.saveFirst(TAB_LABELS[section]) };
    const failure =
      section === 'generalinfo'
        ? checkGeneralInfo(sectionFromWire(section, wire), { variant })
        : section === 'education'
          ? checkEducation(sectionFromWire(section, wire), { variant })
          : checkDocuments(sectionFromWire(section, wire), { variant });
    if (failure) return failure;
  }
  return null;
}

/** The first listed file the owner never finished uploading, as a user error; null when all are there. */
export async function missingUpload(ctx: Context, owner: ApplicationOwner, files: { field: string; name: string; type: string; label: string }[]): Promise<ApplicationResult | null> {
  const found = await Promise.all(files.map((file) => storedFileUrl(ctx.cloud, owner, file.type, file.name)));
  const index = found.findIndex((url) => url === null);
  return index === -1 ? null : invalid({ field: files[index].field, message: ADMISSIONS_MESSAGES.fileNotUploaded(files[index].label) });
}
