/**
 * Admissions: the learner's application list, the application itself (load,
 * save a section, submit) in its signed-in and pre-registration variants, the
 * enrolment that "Start" makes (spec part 3, sections 3.2, 4.1, 4.2 and 7.1),
 * and the partner-country scholarship e-mail check (spec part 1, sections 2
 * and 5).
 */
import { allowedTransition, APPLICATION_ACTION, type ApplicationAction, normaliseEmail } from '@portal/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { APPLICATION_SECTIONS, type ApplicationListItem, type ApplicationRecord, type ApplicationSection, type ContractBody, type ScholarshipCheck, type SyncProgramResult } from '@portal/contract';
import { schema, type Db } from '../db/client.js';
import { HttpError, notFound } from '../http-errors.js';
import { createMailbox } from '../identity/mailbox.js';
import type { ContractRoutes } from './contract-route.js';
import { absoluteUrl, type RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

const { applications, applicationSections, programs, batches, batchCourses, enrolments, courseProgress, partnerApplicants } = schema;

type ApplicationRow = typeof applications.$inferSelect;

/** Who an application belongs to: a signed-in learner (eid), or a pre-registration applicant known by a partner e-mail. */
type Applicant = { kind: 'learner'; eid: string; email: string } | { kind: 'partner'; email: string };

const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);

/** The wire's evbab: 1 / true / '1' / 'true' / 'yes' mean a partner-channel applicant. */
function evbabFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'true', 'yes'].includes(value.trim().toLowerCase());
  return false;
}

/**
 * Saves run one at a time per applicant and program, so two quick saves of a
 * new application (a double click) cannot both create one. The embedded API
 * is one process; this is enough there.
 */
class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

const ownerCondition = (who: Applicant) => (who.kind === 'learner' ? eq(applications.eid, who.eid) : and(isNull(applications.eid), eq(applications.email, who.email)));

async function findApplication(db: Db, who: Applicant, pid: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(ownerCondition(who), eq(applications.pid, pid)))
    .orderBy(asc(applications.createdAt))
    .limit(1);
  return row;
}

async function record(db: Db, row: ApplicationRow | undefined, pid: number, bpid: number): Promise<ApplicationRecord> {
  if (!row) return { applicationid: null, pid, bpid, pstatus: 0, evbab: 0 };
  const sections = await db.select().from(applicationSections).where(eq(applicationSections.applicationId, row.applicationId));
  const out: ApplicationRecord = { applicationid: row.applicationId, pid: row.pid, bpid: row.bpid, pstatus: row.status, evbab: row.partnerChannel ? 1 : 0 };
  for (const s of sections) {
    if ((APPLICATION_SECTIONS as readonly string[]).includes(s.section)) out[s.section as ApplicationSection] = s.data;
  }
  return out;
}

/** The batch must be one of the program's, in this organisation. */
async function checkBatch(db: Db, oid: string, pid: number, bpid: number): Promise<void> {
  const [row] = await db
    .select({ bpid: batches.bpid })
    .from(batches)
    .innerJoin(programs, eq(programs.pid, batches.pid))
    .where(and(eq(batches.bpid, bpid), eq(batches.pid, pid), eq(programs.oid, oid)))
    .limit(1);
  if (!row) throw notFound(`No program ${pid} with batch ${bpid}`);
}

type ApplicationBody = ContractBody<'/updateUserApplication'> | ContractBody<'/updatePreUserApplication'>;

/** A save (action 0) or submit (action 2): the status move is checked before anything is written. */
async function change(db: Db, who: Applicant, body: ApplicationBody, action: ApplicationAction): Promise<ApplicationRecord> {
  const { pid, bpid } = body;
  const appid = body.appid as string;
  const pstatus = body.pstatus as number;
  const existing = await findApplication(db, who, pid);
  const from = existing?.status ?? 0;
  // Spec part 3, 4.1: saves and submits only from 0, 1 and 5, to 1 and 2;
  // a submitted (2) or approved (3) application is the university's now.
  if (!allowedTransition(from, pstatus, action)) {
    throw conflict(`An application in status ${from} cannot be moved to ${pstatus} by action ${action}`, 'STATUS_NOT_ALLOWED');
  }
  if (existing && existing.applicationId !== appid) throw conflict('appid is not this application\u2019s id', 'APPLICATION_ID_MISMATCH');
  if (action === APPLICATION_ACTION.SUBMIT && !body.typeobj) {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(applicationSections)
      .where(eq(applicationSections.applicationId, existing?.applicationId ?? appid));
    if (Number(count) === 0) throw conflict('Nothing has been saved in this application yet', 'NOTHING_TO_SUBMIT');
  }

  const now = new Date();
  const evbab = evbabFlag(body.evbab) || who.kind === 'partner';
  const name = body.uname?.trim() ?? '';
  if (existing) {
    await db
      .update(applications)
      .set({ status: pstatus, updatedAt: now, partnerChannel: evbab || existing.partnerChannel, ...(name ? { applicantName: name } : {}) })
      .where(eq(applications.applicationId, existing.applicationId));
  } else {
    const [taken] = await db.select({ id: applications.applicationId }).from(applications).where(eq(applications.applicationId, appid)).limit(1);
    // The id is the base id and the second it was made in, so two applicants
    // may meet on one; the second must pick another (spec part 3, 4.2).
    if (taken) throw conflict('This application id is already in use', 'APPLICATION_ID_TAKEN');
    await db.insert(applications).values({
      applicationId: appid,
      eid: who.kind === 'learner' ? who.eid : null,
      email: (who.kind === 'learner' ? body.emailid?.trim() || who.email : who.email).toLowerCase(),
      pid,
      bpid,
      status: pstatus,
      variant: who.kind === 'partner' ? 'preregistration' : body.typeobj === 'paper' ? 'paper' : 'wizard',
      partnerChannel: evbab,
      applicantName: name,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (body.typeobj && body.appobj) {
    // Drafts are kept section by section, so a reload loses nothing saved (docs/architecture.md, invariant 7).
    await db
      .insert(applicationSections)
      .values({ applicationId: appid, section: body.typeobj, data: body.appobj, updatedAt: now })
      .onConflictDoUpdate({ target: [applicationSections.applicationId, applicationSections.section], set: { data: body.appobj, updatedAt: now } });
  }
  return record(db, await findApplication(db, who, pid), pid, bpid);
}

function admissionsRoutes({ db, config, log }: RouteContext): ContractRoutes {
  // The scholarship code goes to the same local mailbox as the identity endpoint's mail.
  const mail = createMailbox(db, log);
  const lock = new KeyedLock();

  async function handle(who: Applicant, body: ApplicationBody): Promise<ApplicationRecord> {
    const { oid, pid, bpid, action } = body;
    await checkBatch(db, oid, pid, bpid);
    if (action === APPLICATION_ACTION.LOAD) {
      const row = await findApplication(db, who, pid);
      // An id, when given, must be this applicant's application to this program.
      if (body.appid && body.appid !== row?.applicationId) throw notFound('No such application');
      return record(db, row, pid, bpid);
    }
    const ownerKey = who.kind === 'learner' ? `eid:${who.eid}` : `email:${who.email}`;
    return lock.run(`${ownerKey}:${pid}`, () => change(db, who, body, action));
  }

  return {
    '/getApplication': async ({ oid, eid }): Promise<ApplicationListItem[]> => {
      const rows = await db
        .select({
          app: applications,
          program: programs,
          enrolled: sql<boolean>`exists (select 1 from ${enrolments} inner join ${batches} b on b.bpid = ${enrolments.bpid} where ${enrolments.eid} = ${applications.eid} and b.pid = ${applications.pid})`,
          currentBpid: sql<number | null>`(select max(${batches.bpid}) from ${batches} where ${batches.pid} = ${programs.pid} and ${batches.current})`,
        })
        .from(applications)
        .innerJoin(programs, eq(programs.pid, applications.pid))
        .where(and(eq(applications.eid, eid), eq(programs.oid, oid)))
        .orderBy(asc(applications.createdAt), asc(applications.applicationId));
      return rows.map(({ app, program, enrolled, currentBpid }) => ({
        pid: app.pid,
        bpid: app.bpid,
        pname: program.name,
        pimage: absoluteUrl(config.publicUrl, program.image),
        pstatus: app.status,
        applicationid: app.applicationId,
        etype: program.enrolType,
        // Enrolled in any batch of the program (Start may enrol in the batch applied to).
        enrolled: Boolean(enrolled),
        // mpbpid: the program's current batch, which may differ from the one applied to.
        mpbpid: Number(currentBpid ?? app.bpid),
      }));
    },

    '/updateUserApplication': async (body) => handle({ kind: 'learner', eid: normaliseEmail(body.eid), email: body.emailid ?? body.eid }, body),

    '/updatePreUserApplication': async (body) => handle({ kind: 'partner', email: normaliseEmail(body.emailid) }, body),

    '/syncUserProgramProgress': async ({ oid, eid, bpid }): Promise<SyncProgramResult> => {
      const learner = normaliseEmail(eid);
      const [batch] = await db
        .select({ bpid: batches.bpid, pid: batches.pid, enrolType: programs.enrolType })
        .from(batches)
        .innerJoin(programs, eq(programs.pid, batches.pid))
        .where(and(eq(batches.bpid, bpid), eq(programs.oid, oid)))
        .limit(1);
      if (!batch) throw notFound(`No batch ${bpid}`);
      return lock.run(`sync:${learner}:${bpid}`, async () => {
        const [already] = await db
          .select({ bpid: enrolments.bpid })
          .from(enrolments)
          .where(and(eq(enrolments.eid, learner), eq(enrolments.bpid, bpid)))
          .limit(1);
        if (already) return { bpid, enrolled: true, created: false };
        // Start is offered for an approved application, or for a program that
        // takes learners without one (spec part 3, 4.1).
        if (batch.enrolType === 1) {
          const [approved] = await db
            .select({ id: applications.applicationId })
            .from(applications)
            .where(and(eq(applications.eid, learner), eq(applications.pid, batch.pid), eq(applications.status, 3)))
            .limit(1);
          if (!approved) throw conflict('The application to this program is not approved', 'NOT_APPROVED');
        }
        await enrol(db, learner, bpid);
        return { bpid, enrolled: true, created: true };
      });
    },

    '/getGoogleCloudResponse': async ({ emailid }): Promise<ScholarshipCheck> => {
      const [row] = await db
        .select()
        .from(partnerApplicants)
        .where(eq(partnerApplicants.email, normaliseEmail(emailid)))
        .limit(1);
      // Any message but 'Successful' makes the portal say the applicant must
      // register in the iLearn portal first (spec part 1, section 5).
      if (!row) return { message: 'Not Registered' };
      return {
        message: 'Successful',
        data: {
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          learning_center: row.learningCenter,
          learning_center_name: row.learningCenterName,
          country: row.country,
        },
      };
    },

    '/sendScholarshipCode': async ({ emailid, code, validMinutes }): Promise<{ sent: true }> => {
      const [row] = await db
        .select()
        .from(partnerApplicants)
        .where(eq(partnerApplicants.email, normaliseEmail(emailid)))
        .limit(1);
      // Only to an e-mail the partner portal knows: never a relay to any address.
      if (!row) throw notFound('No partner registration for this e-mail');
      await mail.send({
        to: row.email,
        subject: 'Your scholarship application code',
        text:
          `Hello ${row.firstName},\n\nYour code to continue your scholarship application is ${code}.\n\n` +
          `Enter it in the portal within ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: nothing changes without the code.`,
        code,
      });
      return { sent: true };
    },
  };
}

/** The enrolment and a not-started row (tp 0) for every course of the batch. */
async function enrol(db: Db, eid: string, bpid: number): Promise<void> {
  const courses = await db.select({ bcid: batchCourses.bcid }).from(batchCourses).where(eq(batchCourses.bpid, bpid));
  await db.transaction(async (tx) => {
    await tx.insert(enrolments).values({ eid, bpid, progressPercent: 0 }).onConflictDoNothing();
    if (courses.length) {
      await tx
        .insert(courseProgress)
        .values(courses.map(({ bcid }) => ({ eid, bcid, status: 0, progressPercent: 0, selected: false })))
        .onConflictDoNothing();
    }
  });
}

/** The area's piece (areas.ts). */
export const admissionsArea: CloudArea = { routes: admissionsRoutes };
