/**
 * The demo's html and interactivity lessons, one page per subject area (spec part 2,
 * section 2: html and interactivity units open in the player's frame). Made when the
 * content is stored (learning-media.ts, storeLearningContent) rather than committed as
 * twelve files of the same page; the readings (generate-assets.ts) use the same text.
 */
import { AREA_STYLE, type Area } from './catalog-data.js';

/** Text for XML and HTML: the five characters that could open markup. */
export const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const AREA_TEXT: Record<Area, { lesson: string[]; activity: [string, string][] }> = {
  business: {
    lesson: ['Managers plan, organise, lead and control.', 'Good decisions weigh costs, benefits and risks, and are reviewed against results.'],
    activity: [
      ['A competitor cuts prices by 10%. What do you look at first?', 'Your own cost structure and what your customers value besides price.'],
      ['Sales rose but profit fell. Why might that be?', 'Discounts, higher costs of sales, or a shift to lower-margin products.'],
    ],
  },
  computing: {
    lesson: ['Programs turn data into answers, step by step.', 'Choose a data structure for the questions you will ask of it most often.'],
    activity: [
      ['Which is faster for looking up a customer by id: a list or a hash map?', 'A hash map: lookups take about the same time however many customers there are.'],
      ['A query is slow on a large table. What do you check first?', 'Whether the columns in the WHERE clause are indexed.'],
    ],
  },
  health: {
    lesson: ['Health services exist to keep patients safe and well.', 'Every process in a hospital should be designed around the patient\u2019s journey.'],
    activity: [
      ['Waiting times in outpatients doubled. Where do you start?', 'Map the patient flow and measure where the queue forms.'],
      ['A medication error was reported. What happens next?', 'The patient is cared for, the event is analysed without blame, and the process is fixed.'],
    ],
  },
  commerce: {
    lesson: ['Accounts tell the story of a business in numbers.', 'Every transaction has two sides: what is received and what is given.'],
    activity: [
      ['Rent paid in advance: asset or expense?', 'An asset (prepaid expense) until the period it covers has passed.'],
      ['Why might a profitable firm run out of cash?', 'Profit is not cash: customers may pay late while suppliers must be paid now.'],
    ],
  },
  pharmacy: {
    lesson: ['The right drug, for the right patient, at the right dose and time.', 'Pharmacists protect patients by checking every prescription against the patient\u2019s history.'],
    activity: [
      ['A patient on warfarin asks for aspirin. What do you advise?', 'Not without the prescriber: both increase bleeding risk.'],
      ['Why is the dose reduced in kidney disease for some drugs?', 'Drugs cleared by the kidneys accumulate when kidney function falls.'],
    ],
  },
  wellness: {
    lesson: ['Breath, posture and attention are practised together.', 'Progress gently; comfort and safety come before depth in a posture.'],
    activity: [
      ['A student feels pain in a forward bend. What do you do?', 'Bring them out of the posture and offer a gentler variation.'],
      ['Why begin with breathing exercises?', 'They calm the nervous system and prepare the body for movement.'],
    ],
  },
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xml(title)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;line-height:1.55;color:#0f172a}h1{font-size:1.6rem}details{border:1px solid #cbd5e1;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}summary{cursor:pointer;font-weight:600}</style>
</head><body>
${body}
</body></html>
`;
}

export function lessonPage(area: Area): string {
  const { label } = AREA_STYLE[area];
  return page(
    `${label}: lesson`,
    `<h1>${xml(label)}: key ideas</h1>\n${AREA_TEXT[area].lesson.map((p) => `<p>${xml(p)}</p>`).join('\n')}\n<p>Read the unit\u2019s PDF next, then try the short quiz.</p>`,
  );
}

export function interactivePage(area: Area): string {
  const { label } = AREA_STYLE[area];
  const items = AREA_TEXT[area].activity.map(([q, a]) => `<details><summary>${xml(q)}</summary><p>${xml(a)}</p></details>`).join('\n');
  return page(`${label}: try it yourself`, `<h1>Try it yourself</h1>\n<p>Think of your answer, then open each question to compare.</p>\n${items}`);
}
