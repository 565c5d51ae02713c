/**
 * The demo learner's courses shaped for the course screen (issue 8): every
 * case of spec part 2, sections 2 and 4 can be opened by hand and by the
 * journeys. Applied to the rows buildDemoData made, course by course, so the
 * rest of the demo university stays as it is.
 *
 * In the Data Analytics certificate (batch 1012), which learner@ follows:
 * - SQL Fundamentals (bcid 101202): not started (Start shows), three units of
 *   html, interactivity and youtube objects; after Start the third object is
 *   the first locked one.
 * - Python for Data Analysis (101203): free navigation, with a vimeo lecture.
 * - Data Visualisation and Dashboards (101204): its second unit is disabled.
 * In the MBA (batch 3012): Strategic Management (tid 30108) is a project-type
 * course; Business Research Methods (bcid 301210) is disabled from Admin.
 */
import { contentKeys, type DemoData } from './demo-university.js';

type ObjectRow = DemoData['unitObjects'][number];

export const LEARNING_DEMO = {
  plainCourse: { bcid: 101202, tid: 10102 },
  freeNavigationCourse: { bcid: 101203, tid: 10103 },
  disabledUnitCourse: { bcid: 101204, tid: 10104 },
  projectCourse: { tid: 30108, bcid: 301208 },
  disabledCourse: { bcid: 301210 },
} as const;

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const VIMEO = 'https://vimeo.com/76979871';

export function shapeLearningDemo(data: DemoData): void {
  const area = 'computing';
  const lesson = contentKeys.lesson(area);
  const interactive = contentKeys.interactive(area);
  const base = { enabled: true, fileEnabled: false, quizType: null, miniAssignmentType: null, content: null } as const;

  // SQL Fundamentals: two objects per unit, html / interactivity / youtube only.
  const sqlUnits = data.units.filter((u) => u.tid === LEARNING_DEMO.plainCourse.tid);
  const plan: [kind: ObjectRow['kind'], title: (unit: string) => string, url: string][][] = [
    [
      ['html', (u) => `Lesson: ${u}`, lesson],
      ['interactivity', () => 'Try a query', interactive],
    ],
    [
      ['youtube', (u) => `Lecture: ${u}`, YOUTUBE],
      ['html', () => 'Worked examples', lesson],
    ],
    [
      ['interactivity', () => 'Practice round', interactive],
      ['html', () => 'Summary', lesson],
    ],
  ];
  replaceObjects(
    data,
    sqlUnits.map((u) => u.nid),
    sqlUnits.flatMap((u, i) =>
      (plan[i] ?? []).map(([kind, title, url], n) => ({ ...base, objectId: `obj-${u.nid}-${n + 1}`, nid: u.nid, kind, title: title(u.title), url, durationMinutes: 8, sortOrder: n + 1 })),
    ),
  );

  // Python for Data Analysis: free navigation, and a vimeo lecture in its second unit.
  for (const bc of data.batchCourses) if (bc.tid === LEARNING_DEMO.freeNavigationCourse.tid) bc.freeNavigation = true;
  const pythonSecond = data.units.filter((u) => u.tid === LEARNING_DEMO.freeNavigationCourse.tid)[1];
  for (const o of data.unitObjects) {
    if (pythonSecond && o.nid === pythonSecond.nid && o.kind === 'youtube') {
      o.kind = 'vimeo';
      o.url = VIMEO;
    }
  }

  // Data Visualisation and Dashboards: the second unit disabled from Admin.
  const dashboardsSecond = data.units.filter((u) => u.tid === LEARNING_DEMO.disabledUnitCourse.tid)[1];
  if (dashboardsSecond) dashboardsSecond.enabled = false;

  // A project-type course, and a course disabled from Admin.
  for (const c of data.courses) if (c.tid === LEARNING_DEMO.projectCourse.tid) c.courseType = 'Project';
  for (const bc of data.batchCourses) if (bc.bcid === LEARNING_DEMO.disabledCourse.bcid) bc.enabled = false;
}

function replaceObjects(data: DemoData, nids: number[], objects: ObjectRow[]): void {
  const drop = new Set(nids);
  const dropped = new Set(data.unitObjects.filter((o) => drop.has(o.nid)).map((o) => o.objectId));
  data.unitObjects = data.unitObjects.filter((o) => !drop.has(o.nid)).concat(objects);
  data.objectProgress = data.objectProgress.filter((p) => !dropped.has(p.objectId));
}
