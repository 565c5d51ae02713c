/**
 * Admissions: the learner's application list (spec part 3, sections 3.2 and
 * 7.1) and the partner-country scholarship e-mail check (spec part 1,
 * sections 2 and 5).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApplicationListItem, ScholarshipCheck } from '../contract.js';
import { schema } from '../db/client.js';
import type { ContractRoutes } from './contract-route.js';
import { absoluteUrl, type RouteContext } from './context.js';

const { applications, programs, batches, enrolments, partnerApplicants } = schema;

export function admissionsRoutes({ db, config }: RouteContext): ContractRoutes {
  return {
    '/getApplication': async ({ oid, eid }): Promise<ApplicationListItem[]> => {
      const rows = await db
        .select({
          app: applications,
          program: programs,
          enrolled: sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.eid} = ${applications.eid} and ${enrolments.bpid} = ${applications.bpid})`,
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
        enrolled: Boolean(enrolled),
        // mpbpid: the program's current batch, which may differ from the one applied to.
        mpbpid: Number(currentBpid ?? app.bpid),
      }));
    },

    '/getGoogleCloudResponse': async ({ emailid }): Promise<ScholarshipCheck> => {
      const [row] = await db
        .select()
        .from(partnerApplicants)
        .where(eq(partnerApplicants.email, emailid.trim().toLowerCase()))
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
  };
}
