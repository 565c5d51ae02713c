import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloudAdmin, cloudCall, DEMO, enrolledLearner, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { COOKIE } from '../../auth/cookies.js';

// Every lock is the server's (docs/architecture.md invariant 9; docs/decisions/173):
// whatever path hands out a course's content or takes progress refuses what
// the course screen refuses, with the spec's words (part 2, sections 2, 4
// and 8). Tested against the real embedded cloud API, on the media course of
// the demo university (MBA batch 3012, bcid 301205: SCORM packages, podcasts,
// unit quizzes and a unit assignment), whose switches the test-only admin
// flips the way an admin would (spec part 2, section 6) and puts back.

const COURSE = '301205';
const BATCH = 3012;
const MEDIA_UNIT = 301058;
const THIRD_UNIT = 301053;
const OBJECTS = {
  first: 'obj-301051-1',
  formativeQuiz: 'obj-301051-3',
  unitAssignment: 'obj-301053-2',
  scorm: 'obj-301058-5',
  podcast: 'obj-301058-6',
  disabledPodcast: 'obj-301059-2',
};
const LOCKED = 'Please Mark Complete previously viewed object.';
const UNIT_OFF = 'This Unit is disabled from Admin';
const COURSE_OFF = 'The Course Is Disabled From Admin.';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

/** The admin's switches, put back after each test whatever happens. */
const switched: Record<string, unknown>[] = [];
async function adminSwitch(change: Record<string, unknown>, undo: Record<string, unknown>): Promise<void> {
  await cloudAdmin('/__learning/switches', change);
  switched.push(undo);
}
afterEach(async () => {
  while (switched.length) await cloudAdmin('/__learning/switches', switched.pop()!);
});

type UserError = { field: string | null; code: string; message: string };
type Errors = { message: string; extensions?: { code?: string; reason?: string } }[] | undefined;

/** Every path, asked as the learner: each answer is what the gateway said, errors included. */
function paths(token: string) {
  const ask = <T>(query: string, variables: Record<string, unknown> = {}) => gql<T>(gateway, query, variables, { bearer: token });
  const payload = async (query: string, input: Record<string, unknown>): Promise<{ data: Record<string, unknown> & { userErrors: UserError[] }; errors: Errors }> => {
    const result = await ask<Record<string, Record<string, unknown> & { userErrors: UserError[] }>>(query, { input });
    return { data: Object.values(result.body.data ?? {})[0], errors: result.body.errors };
  };
  return {
    object: async (id: string) => {
      const result = await ask<{ viewer: { course: { units: { objects: { id: string; state: string; enabled: boolean; contentUrl: string | null }[] }[] } | null } }>(
        'query($id: ID!) { viewer { course(id: $id) { units { objects { id state enabled contentUrl } } } } }',
        { id: COURSE },
      );
      return result.body.data!.viewer.course?.units.flatMap((u) => u.objects).find((o) => o.id === id) ?? null;
    },
    open: (objectId: string) => payload('mutation($input: LearningObjectOpenInput!) { learningObjectOpen(input: $input) { userErrors { field code message } } }', { courseId: COURSE, objectId }),
    complete: (objectId: string) =>
      payload('mutation($input: LearningObjectCompleteInput!) { learningObjectComplete(input: $input) { userErrors { field code message } } }', { courseId: COURSE, objectId, secondsSpent: 30 }),
    scormRuntime: async () => {
      const result = await ask<{ scormRuntime: { launchUrl: string } | null }>('query($c: ID!, $o: ID!) { scormRuntime(courseId: $c, objectId: $o) { launchUrl data } }', {
        c: COURSE,
        o: OBJECTS.scorm,
      });
      return { data: result.body.data?.scormRuntime ?? null, errors: result.body.errors };
    },
    scormCommit: () =>
      payload('mutation($input: ScormCommitInput!) { scormCommit(input: $input) { stored completed userErrors { field code message } } }', {
        courseId: COURSE,
        objectId: OBJECTS.scorm,
        version: 'SCORM_2004',
        data: JSON.stringify({ completion_status: 'completed', session_time: 'PT1M' }),
        sequence: 1,
      }),
    tabs: async () => {
      const result = await ask<{ courseReferences: { url: string | null }[] | null; courseRecordedSessions: { url: string | null }[] | null }>(
        'query($c: ID!) { courseReferences(courseId: $c) { url } courseRecordedSessions(courseId: $c) { url } }',
        { c: COURSE },
      );
      return { data: result.body.data, errors: result.body.errors };
    },
    podcasts: async () => {
      const result = await ask<{ coursePodcasts: { podcasts: { id: string; enabled: boolean; unavailableMessage: string | null; audioUrl: string | null }[] }[] }>(
        'query($c: ID!) { coursePodcasts(courseId: $c) { podcasts { id enabled unavailableMessage audioUrl } } }',
        { c: COURSE },
      );
      return { list: result.body.data?.coursePodcasts.flatMap((u) => u.podcasts) ?? null, errors: result.body.errors };
    },
    unitQuiz: async (objectId: string) => {
      const result = await ask<{ viewer: { course: { unitQuiz: { objectId: string } | null } | null } }>(
        'query($c: ID!, $o: ID!) { viewer { course(id: $c) { unitQuiz(objectId: $o) { objectId } } } }',
        {
          c: COURSE,
          o: objectId,
        },
      );
      return { quiz: result.body.data?.viewer.course?.unitQuiz ?? null, errors: result.body.errors };
    },
    quizCheck: () =>
      payload('mutation($input: UnitQuizItemCheckInput!) { unitQuizItemCheck(input: $input) { userErrors { field code message } } }', {
        courseId: COURSE,
        objectId: OBJECTS.formativeQuiz,
        answer: { itemId: `${OBJECTS.formativeQuiz}-q1`, options: [0] },
      }),
    assignmentSubmit: () =>
      payload('mutation($input: UnitAssignmentSubmitInput!) { unitAssignmentSubmit(input: $input) { userErrors { field code message } } }', {
        courseId: COURSE,
        objectId: OBJECTS.unitAssignment,
        answers: [{ itemId: `${OBJECTS.unitAssignment}-q1`, fileName: '0001-answer.pdf' }],
      }),
    assignmentUpload: () =>
      payload('mutation($input: UploadCreateInput!) { uploadCreate(input: $input) { userErrors { field code message } } }', {
        kind: 'UNIT_ASSIGNMENT',
        fileName: 'answer.pdf',
        contentType: 'application/pdf',
        size: 1000,
        unitAssignment: { courseId: COURSE, objectId: OBJECTS.unitAssignment },
      }),
  };
}

const forbidden = (errors: Errors, reason: string, message: string) => expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN', reason } });
const refusedWith = (userErrors: UserError[], code: string, message: string) => expect(userErrors).toEqual([expect.objectContaining({ code, message })]);

/** What the cloud API stores of the learner's SCORM runtime: null before any commit was kept. */
const storedScorm = async (eid: string) => (await cloudCall<{ cmi: unknown; sequence: number }>('/getScormData', { eid, bcid: Number(COURSE), objid: OBJECTS.scorm })).cmi;

describe('a locked object: the previous one not complete, without free navigation (spec part 2, section 4)', () => {
  it('is refused by every path with the course screen\u2019s words, and takes no progress or runtime data', async () => {
    await adminSwitch({ bcid: Number(COURSE), freeNavigation: false }, { bcid: Number(COURSE), freeNavigation: true });
    const { token, eid } = await enrolledLearner(gateway, 'lock-seq', BATCH);
    const learner = paths(token);
    expect(await learner.object(OBJECTS.first)).toMatchObject({ state: 'NOT_STARTED', contentUrl: expect.any(String) });
    expect(await learner.object(OBJECTS.scorm)).toMatchObject({ state: 'LOCKED', contentUrl: null });

    refusedWith((await learner.open(OBJECTS.scorm)).data.userErrors, 'OBJECT_LOCKED', LOCKED);
    refusedWith((await learner.complete(OBJECTS.podcast)).data.userErrors, 'OBJECT_LOCKED', LOCKED);

    const runtime = await learner.scormRuntime();
    expect(runtime.data).toBeNull();
    forbidden(runtime.errors, 'OBJECT_LOCKED', LOCKED);
    const commit = await learner.scormCommit();
    expect(commit.data).toMatchObject({ stored: false, completed: false });
    refusedWith(commit.data.userErrors, 'OBJECT_LOCKED', LOCKED);
    expect(await storedScorm(eid)).toBeNull();

    const podcast = (await learner.podcasts()).list!.find((p) => p.id === OBJECTS.podcast)!;
    expect(podcast).toMatchObject({ enabled: true, unavailableMessage: LOCKED, audioUrl: null });

    const quiz = await learner.unitQuiz(OBJECTS.formativeQuiz);
    expect(quiz.quiz).toBeNull();
    forbidden(quiz.errors, 'OBJECT_LOCKED', LOCKED);
    refusedWith((await learner.quizCheck()).data.userErrors, 'OBJECT_LOCKED', LOCKED);
    refusedWith((await learner.assignmentSubmit()).data.userErrors, 'OBJECT_LOCKED', LOCKED);
    refusedWith((await learner.assignmentUpload()).data.userErrors, 'OBJECT_LOCKED', LOCKED);

    // Nothing was completed on the way: the locked objects are still locked.
    expect(await learner.object(OBJECTS.scorm)).toMatchObject({ state: 'LOCKED' });
  });
});

describe('a unit disabled from Admin (spec part 2, section 4)', () => {
  it('is refused by every path with \u2018This Unit is disabled from Admin\u2019, free navigation or not', async () => {
    await adminSwitch({ nid: MEDIA_UNIT, unitEnabled: false }, { nid: MEDIA_UNIT, unitEnabled: true });
    await adminSwitch({ nid: THIRD_UNIT, unitEnabled: false }, { nid: THIRD_UNIT, unitEnabled: true });
    const { token, eid } = await enrolledLearner(gateway, 'lock-unit', BATCH);
    const learner = paths(token);
    expect(await learner.object(OBJECTS.scorm)).toMatchObject({ enabled: false, contentUrl: null });
    refusedWith((await learner.complete(OBJECTS.scorm)).data.userErrors, 'UNIT_DISABLED', UNIT_OFF);

    const runtime = await learner.scormRuntime();
    expect(runtime.data).toBeNull();
    forbidden(runtime.errors, 'UNIT_DISABLED', UNIT_OFF);
    refusedWith((await learner.scormCommit()).data.userErrors, 'UNIT_DISABLED', UNIT_OFF);
    expect(await storedScorm(eid)).toBeNull();

    expect((await learner.podcasts()).list!.find((p) => p.id === OBJECTS.podcast)).toMatchObject({ enabled: false, unavailableMessage: UNIT_OFF, audioUrl: null });
    refusedWith((await learner.assignmentSubmit()).data.userErrors, 'UNIT_DISABLED', UNIT_OFF);
    refusedWith((await learner.assignmentUpload()).data.userErrors, 'UNIT_DISABLED', UNIT_OFF);
  });
});

describe('a podcast disabled by admin (spec part 2, sections 2 and 6)', () => {
  it('says \u2018Disabled by admin\u2019 in the Podcast tab and is refused the same from the unit list: no address, no opening, no completing', async () => {
    const { token } = await enrolledLearner(gateway, 'lock-podcast', BATCH);
    const learner = paths(token);
    expect((await learner.podcasts()).list!.find((p) => p.id === OBJECTS.disabledPodcast)).toMatchObject({ enabled: false, unavailableMessage: 'Disabled by admin', audioUrl: null });
    expect(await learner.object(OBJECTS.disabledPodcast)).toMatchObject({ enabled: false, contentUrl: null });
    refusedWith((await learner.open(OBJECTS.disabledPodcast)).data.userErrors, 'OBJECT_DISABLED', 'Disabled by admin');
    refusedWith((await learner.complete(OBJECTS.disabledPodcast)).data.userErrors, 'OBJECT_DISABLED', 'Disabled by admin');
    expect(await learner.object(OBJECTS.disabledPodcast)).toMatchObject({ state: 'NOT_STARTED' });
  });
});

describe('a course disabled from Admin (spec part 2, section 2)', () => {
  it('hands out nothing by any path: references, recorded sessions, podcasts, SCORM, quizzes, progress', async () => {
    await adminSwitch({ bcid: Number(COURSE), courseEnabled: false }, { bcid: Number(COURSE), courseEnabled: true });
    const { token, eid } = await enrolledLearner(gateway, 'lock-course', BATCH);
    const learner = paths(token);
    const tabs = await learner.tabs();
    expect(tabs.data).toBeNull();
    forbidden(tabs.errors, 'COURSE_DISABLED', COURSE_OFF);
    const podcasts = await learner.podcasts();
    expect(podcasts.list).toBeNull();
    forbidden(podcasts.errors, 'COURSE_DISABLED', COURSE_OFF);

    forbidden((await learner.scormRuntime()).errors, 'COURSE_DISABLED', COURSE_OFF);
    refusedWith((await learner.scormCommit()).data.userErrors, 'COURSE_DISABLED', COURSE_OFF);
    expect(await storedScorm(eid)).toBeNull();
    forbidden((await learner.unitQuiz(OBJECTS.formativeQuiz)).errors, 'COURSE_DISABLED', COURSE_OFF);
    refusedWith((await learner.quizCheck()).data.userErrors, 'COURSE_DISABLED', COURSE_OFF);
    refusedWith((await learner.assignmentSubmit()).data.userErrors, 'COURSE_DISABLED', COURSE_OFF);
    refusedWith((await learner.complete(OBJECTS.first)).data.userErrors, 'COURSE_DISABLED', COURSE_OFF);
    expect(await learner.object(OBJECTS.first)).toMatchObject({ enabled: false, contentUrl: null });
  });
});

describe('a timed assessment of a course disabled from Admin', () => {
  it('does not start', async () => {
    const { assessid } = await cloudAdmin<{ assessid: number }>('/__assessments/copy', { from: 9101, startsInSeconds: -60, endsInSeconds: 3600 });
    await adminSwitch({ bcid: 101201, courseEnabled: false }, { bcid: 101201, courseEnabled: true });
    const { token } = await enrolledLearner(gateway, 'lock-assess', 1012);
    const start = await gql<{ assessmentStart: { userErrors: UserError[] } }>(
      gateway,
      'mutation($input: AssessmentRefInput!) { assessmentStart(input: $input) { assessment { attemptStatus } userErrors { field code message } } }',
      { input: { courseId: '101201', kind: 'ASSESSMENT', assessmentId: String(assessid) } },
      { bearer: token },
    );
    refusedWith(start.body.data!.assessmentStart.userErrors, 'COURSE_DISABLED', COURSE_OFF);
    expect(start.body.data!.assessmentStart).toMatchObject({ assessment: { attemptStatus: 'NOT_STARTED' } });
  });
});

describe('a course the learner does not follow', () => {
  it('is not there, by any path', async () => {
    const token = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar.cookies.get(COOKIE.id)!;
    const outsider = paths(token);
    expect(await outsider.object(OBJECTS.first)).toBeNull();
    expect((await outsider.tabs()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await outsider.podcasts()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await outsider.scormRuntime()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await outsider.scormCommit()).data).toMatchObject({ stored: false, userErrors: [{ code: 'NOT_FOUND' }] });
    expect((await outsider.complete(OBJECTS.first)).data.userErrors).toMatchObject([{ code: 'NOT_FOUND' }]);
    expect((await outsider.quizCheck()).data.userErrors).toMatchObject([{ code: 'NOT_FOUND' }]);
  });

  it('includes an elective the learner did not select (spec part 1, section 3), on the course screen as in the tabs', async () => {
    const { token, eid } = await enrolledLearner(gateway, 'lock-elective', BATCH);
    const progress = await cloudCall<{ bpdata: { bpid: number; tcourses: { bcid: number; telective: boolean; selected: boolean }[] }[] }>('/getUserTotalProgress', { eid });
    const elective = progress.bpdata.find((p) => p.bpid === BATCH)!.tcourses.find((c) => c.telective && !c.selected)!;
    const id = String(elective.bcid);
    const course = await gql<{ viewer: { course: { id: string } | null } }>(gateway, 'query($id: ID!) { viewer { course(id: $id) { id } } }', { id }, { bearer: token });
    expect(course.body.data!.viewer.course).toBeNull();
    const references = await gql(gateway, 'query($c: ID!) { courseReferences(courseId: $c) { url } }', { c: id }, { bearer: token });
    expect(references.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
