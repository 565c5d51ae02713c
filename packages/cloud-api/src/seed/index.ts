/**
 * Seeds the demo university on first start only: when the organisations
 * table is empty. Reopening a seeded data directory costs one count query.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { schema, type Db } from '../db/client.js';
import { buildDemoData, DEMO_USERS, type DemoUser } from './demo-university.js';
import { seedLearningMedia } from './learning-media.js';
import { buildDemoAssessments } from './assessments-demo.js';
import { seedDiscussion } from './discussion-demo.js';
import { seedFeedbackDemo } from './feedback-demo.js';
import { seedProjects } from './projects-demo.js';
// ---- announcements (issue 20) ----
import { seedMediaAnnouncements } from './announcements-demo.js';
import { seedNotifications } from './notifications-demo.js';
// ---- Semester End Exam (issue 20) ----
import { seedTests } from './tests-demo.js';
// ---- the rest of the route map (issue 20) ----
import { seedSharedObjects } from './shared-objects-demo.js';
// ---- reports and analytics (issue 20) ----
import { shapeReportsDemo } from './reports-demo.js';
import { seedComplaints } from './complaints-demo.js';
import { seedProfileDemo } from './profile-demo.js';

export { DEMO_USERS } from './demo-university.js';

/** The one thing the seed needs from the identity module. */
export type UserCreator = {
  createUser(input: { email: string; name: string; password: string; status: DemoUser['status'] }): Promise<unknown>;
};

/** Any constant works; it only has to be the same for every cloud-api process. */
const SEED_LOCK = 7_264_001;
const CHUNK = 500;

async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.organisations);
  return Number(row?.n ?? 0) > 0;
}

/** Returns true when it seeded, false when the database already had data. */
export async function seedIfEmpty(db: Db, options: { oid: string; users: UserCreator; log: Logger; now?: Date }): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const started = Date.now();

  // Users first: createUser is idempotent, so a seed interrupted after this
  // point simply runs again on the next start.
  for (const u of DEMO_USERS) {
    await options.users.createUser({ email: u.email, name: u.name, password: u.password, status: u.status });
  }

  const data = buildDemoData(options.oid, options.now);
  // ---- reports and analytics (issue 20): completion days and quiz scores ----
  const reportQuizScores = shapeReportsDemo(data, options.now ?? new Date());
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database: the second
    // waits here, then finds the organisation and does nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.organisations);
    if (Number(row?.n ?? 0) > 0) return false;

    const insert = async <T extends Parameters<typeof tx.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
      for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
    };
    // Parents before children (foreign keys).
    await insert(schema.organisations, [data.organisation]);
    await insert(schema.programs, data.programs);
    await insert(schema.batches, data.batches);
    await insert(schema.courses, data.courses);
    await insert(schema.batchCourses, data.batchCourses);
    await insert(schema.units, data.units);
    await insert(schema.unitObjects, data.unitObjects);
    await insert(schema.enrolments, data.enrolments);
    await insert(schema.courseProgress, data.courseProgress);
    await insert(schema.objectProgress, data.objectProgress);
    await insert(schema.candidateNumbers, data.candidateNumbers);
    await insert(schema.events, data.events);
    await insert(schema.announcements, data.announcements);
    await insert(schema.applications, data.applications);
    await insert(schema.applicationSections, data.applicationSections);
    await insert(schema.partnerApplicants, data.partnerApplicants);
    await seedLearningMedia(tx, data);
    const demoAssessments = buildDemoAssessments(options.oid, options.now ?? new Date());
    await insert(schema.assessments, demoAssessments.assessments);
    await insert(schema.assessmentAttempts, demoAssessments.attempts);
    // discussion (issue 19)
    await seedDiscussion(tx, data, options.now ?? new Date());
    // Feedback forms and a feedback-form unit (issue 19).
    await seedFeedbackDemo(tx, data);
    // Project objectives (issue 19): the demo threads and the instructor console's instructor.
    await seedProjects(tx, options.oid, options.now ?? new Date());
    // ---- announcements (issue 20): one of every kind a player opens ----
    await seedMediaAnnouncements(tx, options.oid, options.now ?? new Date());
    // ---- notifications (issue 20) ----
    await seedNotifications(tx, options.now ?? new Date());
    // ---- Semester End Exam (issue 20): tests open, upcoming, past with a result, Deactivated ----
    await seedTests(tx, options.oid, options.now ?? new Date());
    // ---- the rest of the route map (issue 20): learning objects shared by link ----
    await seedSharedObjects(tx, options.oid, data);
    // ---- reports and analytics (issue 20) ----
    await insert(schema.quizScores, reportQuizScores);
    // ---- complaints (issue 20): a complaint on the demo learner's Complaints screen ----
    await seedComplaints(tx, options.now ?? new Date());
    // ---- profile (issue 20): profiles and program certificates ----
    await seedProfileDemo(tx, options.now ?? new Date());
    return true;
  });
  if (seeded) {
    options.log.info({ ms: Date.now() - started, programs: data.programs.length, courses: data.courses.length, objects: data.unitObjects.length }, 'seeded the demo university');
  }
  return seeded;
}
