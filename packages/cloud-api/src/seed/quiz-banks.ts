/**
 * Short question banks per subject area for the demo quizzes. Answer keys
 * (`correct`, option feedback) are stored here and in unit_objects.content;
 * they must never reach a browser before the learner submits
 * (docs/architecture.md invariant 2).
 */
import type { Area } from './catalog-data.js';

type QuizOption = { content: string; correct: boolean; feedback: string };
export type QuizItem = { iid: string; istem: string; atype: number; iopts: QuizOption[] };

type Bank = { istem: string; options: [string, boolean, string][]; atype?: number }[];

const BANKS: Record<Area, Bank> = {
  business: [
    {
      istem: '<p>Which function of management sets objectives and decides how to reach them?</p>',
      options: [
        ['Planning', true, 'Right: planning sets goals and the way to reach them.'],
        ['Controlling', false, 'Controlling compares results with the plan.'],
        ['Staffing', false, 'Staffing fills roles; it does not set objectives.'],
        ['Directing', false, 'Directing guides people towards goals already set.'],
      ],
    },
    {
      istem: '<p>A product sold to a clearly defined group of customers, with a distinct image in their minds, illustrates:</p>',
      options: [
        ['Positioning', true, 'Right: positioning is the place a product holds in customers\u2019 minds.'],
        ['Diversification', false, 'Diversification is entering new markets with new products.'],
        ['Vertical integration', false, 'That is owning more of the supply chain.'],
      ],
    },
    {
      istem: '<p>Select <b>all</b> the elements of the classic marketing mix.</p>',
      atype: 3,
      options: [
        ['Product', true, 'Product is one of the four Ps.'],
        ['Price', true, 'Price is one of the four Ps.'],
        ['Place', true, 'Place is one of the four Ps.'],
        ['Payroll', false, 'Payroll is not part of the marketing mix.'],
      ],
    },
    {
      istem: '<p>Opportunity cost is best described as:</p>',
      options: [
        ['The value of the next best alternative given up', true, 'Right.'],
        ['The total cost of production', false, 'That is total cost, not opportunity cost.'],
        ['A cost that has already been incurred', false, 'That is a sunk cost.'],
      ],
    },
  ],
  computing: [
    {
      istem: '<p>What does the SQL clause <code>GROUP BY</code> do?</p>',
      options: [
        ['Collects rows with the same values so aggregates can be computed per group', true, 'Right.'],
        ['Sorts the result', false, 'Sorting is ORDER BY.'],
        ['Joins two tables', false, 'Joining is JOIN.'],
      ],
    },
    {
      istem: '<p>In C, what does the expression <code>*p</code> give when <code>p</code> is a pointer to an int?</p>',
      options: [
        ['The int value p points to', true, 'Right: * dereferences the pointer.'],
        ['The address stored in p', false, 'That is p itself.'],
        ['The address of p', false, 'That is &p.'],
      ],
    },
    {
      istem: '<p>Select <b>all</b> the data structures that keep their elements in insertion order.</p>',
      atype: 3,
      options: [
        ['Queue', true, 'A queue keeps first-in, first-out order.'],
        ['Array list', true, 'An array list keeps insertion order.'],
        ['Hash set', false, 'A hash set makes no promise about order.'],
      ],
    },
    {
      istem: '<p>Which chart suits showing a trend over time best?</p>',
      options: [
        ['Line chart', true, 'Right.'],
        ['Pie chart', false, 'Pie charts show parts of a whole.'],
        ['Scatter plot', false, 'Scatter plots show relations between two variables.'],
      ],
    },
  ],
  health: [
    {
      istem: '<p>Which measure describes the number of new cases of a disease in a period?</p>',
      options: [
        ['Incidence', true, 'Right.'],
        ['Prevalence', false, 'Prevalence counts all existing cases.'],
        ['Mortality', false, 'Mortality counts deaths.'],
      ],
    },
    {
      istem: '<p>The main purpose of an incident reporting system in a hospital is to:</p>',
      options: [
        ['Learn from errors and prevent them recurring', true, 'Right: reporting is for learning, not blame.'],
        ['Identify staff to discipline', false, 'A blame culture discourages reporting.'],
        ['Satisfy insurers only', false, 'Insurance is not its main purpose.'],
      ],
    },
    {
      istem: '<p>Select <b>all</b> parts of a complete medical record.</p>',
      atype: 3,
      options: [
        ['Patient identification', true, 'Required.'],
        ['Clinical notes', true, 'Required.'],
        ['Consent forms', true, 'Required where procedures are done.'],
        ['Staff salary slips', false, 'Not part of a patient record.'],
      ],
    },
  ],
  commerce: [
    {
      istem: '<p>Which statement shows a company\u2019s assets, liabilities and equity at a point in time?</p>',
      options: [
        ['Balance sheet', true, 'Right.'],
        ['Income statement', false, 'That covers a period, not a point in time.'],
        ['Cash flow statement', false, 'That shows cash movements over a period.'],
      ],
    },
    {
      istem: '<p>Under double entry, every transaction affects:</p>',
      options: [
        ['At least two accounts', true, 'Right: a debit and a credit.'],
        ['Only the cash account', false, 'Not every transaction involves cash.'],
        ['Only the profit and loss account', false, 'Balance sheet accounts change too.'],
      ],
    },
    {
      istem: '<p>Depreciation is:</p>',
      options: [
        ['The allocation of an asset\u2019s cost over its useful life', true, 'Right.'],
        ['A cash payment to suppliers', false, 'Depreciation is not a cash flow.'],
        ['A tax on profits', false, 'That is income tax.'],
      ],
    },
  ],
  pharmacy: [
    {
      istem: '<p>The half-life of a drug is the time taken for:</p>',
      options: [
        ['Its plasma concentration to fall by half', true, 'Right.'],
        ['Half the dose to be absorbed', false, 'That relates to absorption, not elimination.'],
        ['The drug to reach peak concentration', false, 'That is Tmax.'],
      ],
    },
    {
      istem: '<p>Which route of administration avoids first-pass metabolism?</p>',
      options: [
        ['Intravenous', true, 'Right: the drug reaches the circulation directly.'],
        ['Oral', false, 'Oral drugs pass through the liver first.'],
      ],
    },
    {
      istem: '<p>Select <b>all</b> questions a pharmacist should ask when counselling a new patient.</p>',
      atype: 3,
      options: [
        ['What other medicines are you taking?', true, 'Needed to check interactions.'],
        ['Do you have any allergies?', true, 'Needed for safety.'],
        ['What is your favourite colour?', false, 'Not relevant.'],
      ],
    },
  ],
  wellness: [
    {
      istem: '<p>Which muscle is the main muscle of breathing?</p>',
      options: [
        ['Diaphragm', true, 'Right.'],
        ['Biceps', false, 'The biceps moves the arm.'],
        ['Trapezius', false, 'The trapezius moves the shoulder blade.'],
      ],
    },
    {
      istem: '<p>A safe yoga session begins with:</p>',
      options: [
        ['A warm-up and a check of the students\u2019 health', true, 'Right.'],
        ['The most demanding posture', false, 'That risks injury.'],
      ],
    },
  ],
};

export function quizItems(area: Area, idPrefix: string): QuizItem[] {
  return BANKS[area].map((q, i) => ({
    iid: `${idPrefix}-q${i + 1}`,
    istem: q.istem,
    atype: q.atype ?? 1,
    iopts: q.options.map(([content, correct, feedback]) => ({ content, correct, feedback })),
  }));
}
