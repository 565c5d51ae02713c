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
 * Data Visualisation and Dashboards (101204) is also the quiz course (issue
 * 9), with free navigation: its first unit holds a formative quiz with
 * feedback of every unit item kind and a summative quiz; its third an
 * autoscored assignment with a file question, an assignment past its
 * deadline and a quiz with a cutoff.
 * Every unit assignment's deadline is four months after the seed date.
 */
import { contentKeys } from './content-keys.js';
import type { DemoData } from './demo-data.js';
import { shapeProjectDemo } from './projects-demo.js';

type ObjectRow = DemoData['unitObjects'][number];

export const LEARNING_DEMO = {
  plainCourse: { bcid: 101202, tid: 10102 },
  freeNavigationCourse: { bcid: 101203, tid: 10103 },
  disabledUnitCourse: { bcid: 101204, tid: 10104 },
  projectCourse: { tid: 30108, bcid: 301208 },
  disabledCourse: { bcid: 301210 },
  quizCourse: { bcid: 101204, tid: 10104 },
} as const;

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const VIMEO = 'https://vimeo.com/76979871';

export function shapeLearningDemo(data: DemoData, now: Date = new Date()): void {
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

  // Unit assignments are open for four months from the seed date.
  const deadLine = new Date(now.getTime() + 120 * 86_400_000).toISOString();
  for (const o of data.unitObjects) if (o.quizType === '3' && o.content) o.content = { ...o.content, deadLine };
  shapeQuizCourse(data, now, deadLine);
  // Project objectives (issue 19): the project course's units, objectives and progress.
  shapeProjectDemo(data);
}

type Option = [content: string, correct: boolean, feedback: string, url?: string];
const item = (iid: string, istem: string, atype: number, options: Option[], qscore?: number) => ({
  iid,
  istem,
  atype,
  ...(qscore === undefined ? {} : { qscore }),
  iopts: options.map(([content, correct, feedback, url]) => ({ content, correct, feedback, ...(url ? { url } : {}) })),
});

/** The quiz course (issue 9): every unit quiz type and item kind, with their keys in the content. */
function shapeQuizCourse(data: DemoData, now: Date, deadLine: string): void {
  const { bcid, tid } = LEARNING_DEMO.quizCourse;
  for (const bc of data.batchCourses) if (bc.bcid === bcid) bc.freeNavigation = true;
  const [first, , third] = data.units.filter((u) => u.tid === tid);
  if (!first || !third) return;
  const base = { enabled: true, fileEnabled: false, quizType: null, miniAssignmentType: null, content: null, url: '' } as const;
  const picture = (course: number) => contentKeys.unitImage(course);
  const id = (nid: number, n: number) => `obj-${nid}-${n}`;

  const formative = [
    item(`${id(first.nid, 2)}-q1`, '<p>What does the binary number <code>1010</code> equal in decimal?</p>', 1, [
      ['10', true, 'Right: 8 + 2.'],
      ['12', false, 'That would be 1100.'],
      ['5', false, 'That is 101.'],
    ]),
    item(`${id(first.nid, 2)}-q2`, '<p>Select <b>all</b> the universal gates.</p>', 5, [
      ['NAND', true, 'NAND alone can build any circuit.'],
      ['NOR', true, 'NOR alone can build any circuit.'],
      ['XOR', false, 'XOR cannot build every circuit on its own.'],
    ]),
    item(`${id(first.nid, 2)}-q3`, '<p>Which picture shows the <b>SQL Fundamentals</b> course?</p>', 4, [
      ['First picture', false, 'That is the spreadsheets course.', picture(10101)],
      ['Second picture', true, 'Right: the SQL course\u2019s picture.', picture(10102)],
    ]),
    item(`${id(first.nid, 2)}-q4`, '<p>A flip-flop stores one ____ of information.</p>', 7, [
      ['byte', false, 'A byte is eight bits.'],
      ['bit', true, 'Right: one bit.'],
      ['word', false, 'A word is several bytes.'],
    ]),
  ];
  const summative = [
    item(`${id(first.nid, 3)}-q1`, '<p>How many values can one byte hold?</p>', 1, [
      ['256', true, 'Right: 2 to the 8th.'],
      ['255', false, '255 is the largest value, not the count.'],
      ['8', false, '8 is the number of bits.'],
    ]),
    item(`${id(first.nid, 3)}-q2`, '<p>Select <b>all</b> the volatile memories.</p>', 3, [
      ['RAM', true, 'RAM loses its contents without power.'],
      ['Cache', true, 'Cache is volatile.'],
      ['Flash', false, 'Flash keeps its contents.'],
    ]),
    item(`${id(first.nid, 3)}-q3`, '<p>The hexadecimal digit after 9 is ____.</p>', 7, [
      ['A', true, 'Right.'],
      ['10', false, 'Hexadecimal uses letters after 9.'],
    ]),
  ];
  const closedAssignment = [item(`${id(third.nid, 2)}-q1`, '<p>Describe a half adder in your own words, and upload a diagram of it.</p>', 8, [], 10)];
  const assignment = [
    item(
      `${id(third.nid, 1)}-q1`,
      '<p>Which gate gives 1 only when both inputs are 1?</p>',
      1,
      [
        ['AND', true, 'Right.'],
        ['OR', false, 'OR gives 1 when either input is 1.'],
        ['XOR', false, 'XOR gives 0 when both are 1.'],
      ],
      5,
    ),
    item(`${id(third.nid, 1)}-q2`, '<p>Draw the truth table of a full adder and upload it as a PDF or a photo of a typed page.</p>', 8, [], 10),
  ];
  const cutoffQuiz = [
    item(`${id(third.nid, 3)}-q1`, '<p>What is 1 + 1 in binary?</p>', 1, [
      ['10', true, 'Right.'],
      ['2', false, 'There is no digit 2 in binary.'],
    ]),
    item(`${id(third.nid, 3)}-q2`, '<p>Which base does octal use?</p>', 1, [
      ['8', true, 'Right.'],
      ['16', false, 'That is hexadecimal.'],
    ]),
    item(`${id(third.nid, 3)}-q3`, '<p>Select <b>all</b> the logic families.</p>', 3, [
      ['TTL', true, 'Transistor-transistor logic.'],
      ['CMOS', true, 'Complementary MOS.'],
      ['HTML', false, 'HTML is a markup language.'],
    ]),
    item(`${id(third.nid, 3)}-q4`, '<p>How many bits are in a nibble?</p>', 1, [
      ['4', true, 'Right.'],
      ['2', false, 'A nibble is half a byte.'],
    ]),
  ];
  const past = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const objects: ObjectRow[] = [
    { ...base, objectId: id(first.nid, 1), nid: first.nid, kind: 'html', title: `Lesson: ${first.title}`, url: contentKeys.lesson('computing'), durationMinutes: 10, sortOrder: 1 },
    {
      ...base,
      objectId: id(first.nid, 2),
      nid: first.nid,
      kind: 'quiz',
      title: 'Check your understanding',
      quizType: '0',
      content: { qtype: 0, qitems: formative },
      durationMinutes: 10,
      sortOrder: 2,
    },
    { ...base, objectId: id(first.nid, 3), nid: first.nid, kind: 'quiz', title: 'Summative quiz', quizType: '1', content: { qtype: 1, qitems: summative }, durationMinutes: 10, sortOrder: 3 },
    {
      ...base,
      objectId: id(third.nid, 1),
      nid: third.nid,
      kind: 'quiz',
      title: 'Unit assignment',
      quizType: '3',
      miniAssignmentType: 1,
      fileEnabled: true,
      content: { qtype: 3, deadLine, qitems: assignment },
      durationMinutes: 30,
      sortOrder: 1,
    },
    {
      ...base,
      objectId: id(third.nid, 2),
      nid: third.nid,
      kind: 'quiz',
      title: 'Closed assignment',
      quizType: '3',
      miniAssignmentType: 3,
      fileEnabled: true,
      content: { qtype: 3, deadLine: past, qitems: closedAssignment },
      durationMinutes: 20,
      sortOrder: 2,
    },
    { ...base, objectId: id(third.nid, 3), nid: third.nid, kind: 'quiz', title: 'Unit quiz', quizType: '2', content: { qtype: 2, cutoff: 75, qitems: cutoffQuiz }, durationMinutes: 15, sortOrder: 3 },
  ];
  replaceObjects(data, [first.nid, third.nid], objects);
}

function replaceObjects(data: DemoData, nids: number[], objects: ObjectRow[]): void {
  const drop = new Set(nids);
  const dropped = new Set(data.unitObjects.filter((o) => drop.has(o.nid)).map((o) => o.objectId));
  data.unitObjects = data.unitObjects.filter((o) => !drop.has(o.nid)).concat(objects);
  data.objectProgress = data.objectProgress.filter((p) => !dropped.has(p.objectId));
}
