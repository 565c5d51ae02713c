/**
 * The demo learner's timed assessments and assignments (spec part 2,
 * sections 2 and 3), in the Data Analytics certificate's first course (batch
 * course 101201, batch 1012): one of each state per tab, by the seed's clock —
 * open now (a long window), upcoming, closed with a score (answers later),
 * and closed with the answer date passed. Every item kind 1 to 8 appears.
 * The keys (iopts[].correct and feedback, prompts[].answer, answer) are
 * stored with the items and never leave the gateway early (invariant 2).
 */
import { gradeQuestion, questionKindOf, type GivenAnswer, type KeyedQuestion } from '@portal/domain';
import type { StoredAssessmentResponse } from '../db/schema.js';
import type { schema } from '../db/client.js';

const ASSESSMENT_DEMO = {
  bpid: 1012,
  bcid: 101201,
  learner: 'learner@demo.university',
  /** assessid by state */
  assess: { open: 9101, upcoming: 9102, closedWithScore: 9103, answersOut: 9104 },
  assign: { open: 9201, upcoming: 9202, closedWithScore: 9203, answersOut: 9204 },
} as const;

type Option = { id: string; content: string; url?: string; correct: boolean; feedback: string };
type Item = { iid: string; atype: number; istem: string; imageurl?: string; iopts: Option[]; prompts?: { text: string; answer: string }[]; answer?: string; qscore: number };

const opt = (id: string, content: string, correct: boolean, feedback: string, url?: string): Option => ({ id, content, correct, feedback, ...(url ? { url } : {}) });

/** The eight kinds, in the order the navigator shows them. */
function demoAssessmentItems(prefix: string): Item[] {
  return [
    {
      iid: `${prefix}-q1`,
      atype: 1,
      istem: '<p>Which SQL clause filters rows <b>before</b> they are grouped?</p>',
      qscore: 1,
      iopts: [
        opt('a', 'WHERE', true, 'Feedback: WHERE filters rows before GROUP BY.'),
        opt('b', 'HAVING', false, 'Feedback: HAVING filters groups, after GROUP BY.'),
        opt('c', 'ORDER BY', false, 'Feedback: ORDER BY only sorts.'),
      ],
    },
    {
      iid: `${prefix}-q2`,
      atype: 2,
      istem: '<p>Which chart shows a trend over time best?</p>',
      qscore: 1,
      iopts: [
        opt('a', 'Pie chart', false, 'Feedback: a pie chart shows shares of a whole.'),
        opt('b', 'Line chart', true, 'Feedback: a line chart follows values over time.'),
        opt('c', 'Scatter plot', false, 'Feedback: a scatter plot relates two measures.'),
      ],
    },
    {
      iid: `${prefix}-q3`,
      atype: 3,
      istem: '<p>Select <b>all</b> the aggregate functions.</p>',
      qscore: 1,
      iopts: [
        opt('a', 'SUM', true, 'Feedback: SUM adds the values of a group.'),
        opt('b', 'AVG', true, 'Feedback: AVG averages the values of a group.'),
        opt('c', 'JOIN', false, 'Feedback: JOIN combines tables; it aggregates nothing.'),
        opt('d', 'COUNT', true, 'Feedback: COUNT counts the rows of a group.'),
      ],
    },
    {
      iid: `${prefix}-q4`,
      atype: 4,
      istem: '<p>Which picture is the course cover of <i>Excel for Analysts</i>?</p>',
      qscore: 1,
      iopts: [
        opt('a', 'Picture A', true, 'Feedback: picture A is the Excel cover.', '/assets/courses/10101.svg'),
        opt('b', 'Picture B', false, 'Feedback: picture B is the SQL cover.', '/assets/courses/10102.svg'),
        opt('c', 'Picture C', false, 'Feedback: picture C is the Python cover.', '/assets/courses/10103.svg'),
      ],
    },
    {
      iid: `${prefix}-q5`,
      atype: 5,
      istem: '<p>Select <b>all</b> the pictures that are covers of this certificate\u2019s courses.</p>',
      imageurl: '/assets/courses/10104.svg',
      qscore: 1,
      iopts: [
        opt('a', 'Picture A', true, 'Feedback: A belongs to the certificate.', '/assets/courses/10101.svg'),
        opt('b', 'Picture B', true, 'Feedback: B belongs to the certificate.', '/assets/courses/10102.svg'),
        opt('c', 'Picture C', false, 'Feedback: C is another program\u2019s cover.', '/assets/courses/20101.svg'),
      ],
    },
    {
      iid: `${prefix}-q6`,
      atype: 6,
      istem: '<p>Match each measure with what it describes.</p>',
      qscore: 3,
      iopts: [opt('a', 'the most frequent value', false, ''), opt('b', 'the sum of the values divided by their count', false, ''), opt('c', 'the middle value of the sorted values', false, '')],
      prompts: [
        { text: 'Mean', answer: 'b' },
        { text: 'Median', answer: 'c' },
        { text: 'Mode', answer: 'a' },
      ],
    },
    {
      iid: `${prefix}-q7`,
      atype: 7,
      istem: '<p>In a few sentences: why does a dataset need cleaning before analysis?</p>',
      qscore: 2,
      iopts: [],
      answer: 'Expected answer: duplicates, missing values and inconsistent formats distort every statistic computed from the data.',
    },
    {
      iid: `${prefix}-q8`,
      atype: 8,
      istem: '<p>Upload your worksheet (pdf, jpg, jpeg or png).</p>',
      qscore: 2,
      iopts: [],
    },
  ];
}

const INSTRUCTIONS = [
  'This paper has 8 questions: choices, pictures, matching, a short text and a file upload.',
  'The countdown runs to the end time; every answer is saved as you go.',
  'Submit before the time runs out; what you saved is submitted when it does.',
];

const keyed = (item: Item): KeyedQuestion => ({
  id: item.iid,
  kind: questionKindOf(item.atype),
  points: item.qscore,
  options: item.iopts.map((o) => ({ id: o.id, correct: o.correct })),
  matchKey: (item.prompts ?? []).map((p) => p.answer),
});

/** A submitted attempt's answers: right on some items, wrong on others. */
function sampleResponses(items: Item[]): { responses: Record<string, StoredAssessmentResponse>; score: number } {
  const [q1, q2, q3, q4, , q6, q7] = items;
  const given: [Item, GivenAnswer, StoredAssessmentResponse][] = [];
  const choice = (item: Item, ids: string[], seq: number) => given.push([item, { optionIds: ids, matches: [], text: null, fileName: null }, { iid: item.iid, response: ids, type: item.atype, seq }]);
  choice(q1, ['a'], 1);
  choice(q2, ['c'], 2);
  choice(q3, ['a', 'b'], 3);
  choice(q4, ['a'], 4);
  given.push([q6, { optionIds: [], matches: ['b', 'a', 'c'], text: null, fileName: null }, { iid: q6.iid, response: ['b', 'a', 'c'], type: 6, seq: 5 }]);
  const text = 'Missing values and duplicates change the averages.';
  given.push([q7, { optionIds: [], matches: [], text, fileName: null }, { iid: q7.iid, response: text, type: 7, seq: 6 }]);
  const score = Math.round(given.reduce((sum, [item, answer]) => sum + gradeQuestion(keyed(item), answer).points, 0) * 100) / 100;
  return { responses: Object.fromEntries(given.map(([item, , stored]) => [item.iid, stored])), score };
}

export function buildDemoAssessments(oid: string, now: Date): { assessments: (typeof schema.assessments.$inferInsert)[]; attempts: (typeof schema.assessmentAttempts.$inferInsert)[] } {
  const t = now.getTime();
  const day = 86_400_000;
  const hour = 3_600_000;
  const at = (ms: number) => new Date(t + ms);
  const { bpid, bcid, learner } = ASSESSMENT_DEMO;
  const rows: (typeof schema.assessments.$inferInsert)[] = [];
  const attempts: (typeof schema.assessmentAttempts.$inferInsert)[] = [];
  for (const quiztype of ['assess', 'assign'] as const) {
    const ids = ASSESSMENT_DEMO[quiztype];
    const noun = quiztype === 'assess' ? 'Assessment' : 'Assignment';
    const make = (assessid: number, title: string, startsAt: Date, endsAt: Date, answersAt: Date | null) => {
      const items = demoAssessmentItems(String(assessid));
      rows.push({ assessid, oid, bpid, bcid, quiztype, title, startsAt, endsAt, answersAt, instructions: INSTRUCTIONS, items });
      return items;
    };
    make(ids.open, `${noun} 2: SQL and statistics`, at(-day), at(365 * day), at(400 * day));
    make(ids.upcoming, `${noun} 3: dashboards`, at(30 * day), at(30 * day + 2 * hour), at(32 * day));
    for (const [assessid, title, startsAt, answersAt] of [
      [ids.closedWithScore, `${noun} 1: descriptive statistics`, at(-10 * day), at(30 * day)],
      [ids.answersOut, `${noun} 0: diagnostic`, at(-20 * day), at(-15 * day)],
    ] as const) {
      const items = make(assessid, title, startsAt, new Date(startsAt.getTime() + hour), answersAt);
      const { responses, score } = sampleResponses(items);
      attempts.push({
        eid: learner,
        assessid,
        quiztype,
        responses,
        status: 1,
        score,
        version: 7,
        startedAt: new Date(startsAt.getTime() + 60_000),
        submittedAt: new Date(startsAt.getTime() + 40 * 60_000),
      });
    }
  }
  return { assessments: rows, attempts };
}
