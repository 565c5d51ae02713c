/**
 * The demo university's course discussions (spec part 2, sections 2 and 3;
 * issue 19): a few questions and answers by the demo learners and their
 * classmates in Organisational Behaviour (MBA, batch 3012, the demo learner's)
 * and in the second learner's first course, and each course's instructors
 * ("get course instructor"), who are told of new posts in the local mailbox.
 * Numbers follow the rule of routes/discussion.ts: the counters are seeded
 * with the last number given.
 */
import { schema } from '../db/client.js';
import type { DemoSeed, SeedTx } from './demo-data.js';
import { MEDIA_COURSE_TID } from './learning-media.js';

const ASHA = { email: 'learner@demo.university', name: 'Asha Raman' };
const KOFI = { email: 'second@demo.university', name: 'Kofi Mensah' };
/** Classmates with no account: authors only. */
const RAVI = { email: 'ravi.kumar@classmates.demo.university', name: 'Ravi Kumar' };
const LINA = { email: 'lina.haddad@classmates.demo.university', name: 'Lina Haddad' };

/** The demo discussion's course (bcid) in batch 3012: Organisational Behaviour, as in seed/learning-media.ts. */
export const DISCUSSION_DEMO_BCID = 3012 * 100 + 5;
export const DISCUSSION_DEMO_INSTRUCTOR = { name: 'Dr. Meera Iyer', email: 'meera.iyer@faculty.demo.university', designation: 'Associate Professor' };

type Post = { by: { email: string; name: string }; text: string; minutesAgo: number };
type Thread = Post & { answers: Post[] };

export async function seedDiscussion(tx: SeedTx, { data, now }: DemoSeed): Promise<void> {
  const second = data.batchCourses.filter((b) => b.bpid === 2011).sort((a, b) => a.bcid - b.bcid)[0];
  const media = data.batchCourses.find((b) => b.bpid === 3012 && b.tid === MEDIA_COURSE_TID);
  if (!media || media.bcid !== DISCUSSION_DEMO_BCID) throw new Error('the demo discussion course moved');
  const threads: Record<number, Thread[]> = {
    [DISCUSSION_DEMO_BCID]: [
      {
        by: ASHA,
        text: 'In the Teams and Motivation unit, is Tuckman\u2019s "adjourning" stage part of the exam, or only the first four stages?',
        minutesAgo: 3 * 24 * 60,
        answers: [
          { by: RAVI, text: 'The recorded session of week 3 covers all five stages, so I would revise adjourning too.', minutesAgo: 3 * 24 * 60 - 90 },
          { by: ASHA, text: 'Thanks Ravi! The slides are also in References: https://demo.university/ob/tuckman', minutesAgo: 2 * 24 * 60 },
        ],
      },
      { by: RAVI, text: 'Does anyone have a good example of a culture change that failed? I need one for the case study.', minutesAgo: 26 * 60, answers: [] },
      {
        by: LINA,
        text: 'Study group for the Culture and Change unit on Saturday at 10:00 IST, online. Everyone welcome.',
        minutesAgo: 5 * 60,
        answers: [{ by: ASHA, text: 'Count me in.', minutesAgo: 4 * 60 }],
      },
    ],
  };
  if (second) {
    threads[second.bcid] = [
      {
        by: KOFI,
        text: 'Is the hospital visit report due before or after the end-term exam?',
        minutesAgo: 2 * 24 * 60,
        answers: [{ by: { email: 'ama.owusu@classmates.demo.university', name: 'Ama Owusu' }, text: 'Before: the calendar says one week earlier.', minutesAgo: 40 * 60 }],
      },
    ];
  }
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  for (const [key, list] of Object.entries(threads)) {
    const bcid = Number(key);
    await tx.insert(schema.discussionThreads).values({ bcid, lastQuestionNumber: list.length });
    await tx
      .insert(schema.discussionQuestions)
      .values(list.map((q, i) => ({ bcid, qid: i + 1, question: q.text, authorEmail: q.by.email, authorName: q.by.name, lastAnswerNumber: q.answers.length, postedAt: at(q.minutesAgo) })));
    const answers = list.flatMap((q, i) => q.answers.map((a, j) => ({ bcid, qid: i + 1, aid: j + 1, answer: a.text, authorEmail: a.by.email, authorName: a.by.name, postedAt: at(a.minutesAgo) })));
    if (answers.length) await tx.insert(schema.discussionAnswers).values(answers);
  }
  const instructors = [{ bcid: DISCUSSION_DEMO_BCID, ...DISCUSSION_DEMO_INSTRUCTOR, sortOrder: 0 }];
  if (second) instructors.push({ bcid: second.bcid, name: 'Dr. Samuel Adjei', email: 'samuel.adjei@faculty.demo.university', designation: 'Professor', sortOrder: 0 });
  await tx.insert(schema.courseInstructors).values(instructors);
}
