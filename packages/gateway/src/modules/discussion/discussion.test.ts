import { DISCUSSION_MESSAGES as M, TEXT_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enrolledLearner, gql, latestMail, signIn, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';

// Organisational Behaviour in MBA batch 3012, the demo learner's, with seeded threads (cloud-api seed/discussion-demo.ts).
const COURSE = '301205';
const BATCH = 3012;
const INSTRUCTOR = 'meera.iyer@faculty.demo.university';

const DISCUSSION = /* GraphQL */ `
  query Discussion($courseId: ID!) {
    courseDiscussion(courseId: $courseId) {
      id
      questions {
        id
        number
        text
        authorName
        mine
        postedAt
        answerCount
        answers {
          id
          number
          text
          authorName
          mine
        }
      }
    }
  }
`;
const PAYLOAD = 'discussion { id questions { id number text mine answerCount answers { id number text mine } } } message userErrors { field code message }';
const POST_QUESTION = `mutation($input: DiscussionPostQuestionInput!) { discussionPostQuestion(input: $input) { ${PAYLOAD} } }`;
const POST_ANSWER = `mutation($input: DiscussionPostAnswerInput!) { discussionPostAnswer(input: $input) { ${PAYLOAD} } }`;
const DELETE_QUESTION = `mutation($input: DiscussionDeleteQuestionInput!) { discussionDeleteQuestion(input: $input) { ${PAYLOAD} } }`;
const DELETE_ANSWER = `mutation($input: DiscussionDeleteAnswerInput!) { discussionDeleteAnswer(input: $input) { ${PAYLOAD} } }`;

type Answer = { id: string; number: number; text: string; mine: boolean };
type Question = { id: string; number: number; text: string; mine: boolean; answerCount: number; answers: Answer[]; authorName?: string; postedAt?: string | null };
type Payload = { discussion: { id: string; questions: Question[] } | null; message: string | null; userErrors: { field: string | null; code: string; message: string }[] };
type Who = { bearer: string } | { jar: CookieJar };

let gateway: TestGateway;
let asha: CookieJar;
beforeAll(async () => {
  gateway = await startGateway();
  asha = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterAll(async () => {
  await gateway?.close();
});

const classmate = async (label: string, on: TestGateway = gateway): Promise<Who> => ({ bearer: (await enrolledLearner(on, label, BATCH)).token });
const send = async (who: Who, mutation: string, field: string, input: Record<string, unknown>, on: TestGateway = gateway): Promise<Payload> => {
  const result = await gql<Record<string, Payload>>(on, mutation, { input: { courseId: COURSE, ...input } }, who);
  expect(result.body.errors).toBeUndefined();
  return result.body.data![field];
};
const ask = (who: Who, text: string, on?: TestGateway) => send(who, POST_QUESTION, 'discussionPostQuestion', { text }, on);
const answer = (who: Who, questionId: string, text: string, on?: TestGateway) => send(who, POST_ANSWER, 'discussionPostAnswer', { questionId, text }, on);
const read = async (who: Who) => (await gql<{ courseDiscussion: { questions: Question[] } }>(gateway, DISCUSSION, { courseId: COURSE }, who)).body.data!.courseDiscussion.questions;
const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
/** A text no other test (or run) posts. */
const fresh = (what: string) => `${what} ${Math.random().toString(36).slice(2)}`;
const asked = (payload: Payload, text: string) => payload.discussion!.questions.find((q) => q.text === text)!;

describe('the Discussion tab\u2019s list (spec part 2, sections 2 and 3)', () => {
  it('lists the course\u2019s questions with their authors and answers, and marks the learner\u2019s own by e-mail', async () => {
    const result = await gql<{ courseDiscussion: { id: string; questions: Question[] } }>(gateway, DISCUSSION, { courseId: COURSE }, { jar: asha });
    expect(result.body.errors).toBeUndefined();
    const { id, questions } = result.body.data!.courseDiscussion;
    expect(id).toBe(COURSE);
    expect(questions[0]).toMatchObject({ id: `${COURSE}.1`, number: 1, authorName: 'Asha Raman', mine: true, answerCount: 2 });
    expect(questions[0].answers.map((a) => [a.id, a.mine])).toEqual([
      [`${COURSE}.1.1`, false],
      [`${COURSE}.1.2`, true],
    ]);
    expect(questions[1]).toMatchObject({ authorName: 'Ravi Kumar', mine: false, answerCount: 0 });
  });

  it('is NOT_FOUND for a course the learner does not follow', async () => {
    const { jar } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const result = await gql(gateway, DISCUSSION, { courseId: COURSE }, { jar });
    expect(result.body.errors?.[0]).toMatchObject({ path: ['courseDiscussion'], extensions: { code: 'NOT_FOUND' } });
  });
});

describe('posting (spec part 2, sections 4 and 5)', () => {
  it("refuses an empty question with 'Cannot be empty' and one of 200 words or more with its message", async () => {
    const me = await classmate('disc-q-rules');
    expect(await ask(me, '  ')).toEqual({ discussion: null, message: null, userErrors: [{ field: 'text', code: 'INVALID', message: 'Cannot be empty' }] });
    expect((await ask(me, wordsOf(200))).userErrors).toEqual([{ field: 'text', code: 'INVALID', message: 'Question should be less than 200 words.' }]);
    // 199 words pass.
    expect((await ask(me, wordsOf(199))).message).toBe(M.posted);
  });

  it("refuses an empty answer with '* Cannot be Empty' and one of 200 words or more with its message", async () => {
    const me = await classmate('disc-a-rules');
    expect((await answer(me, `${COURSE}.1`, '')).userErrors).toEqual([{ field: 'text', code: 'INVALID', message: '* Cannot be Empty' }]);
    expect((await answer(me, `${COURSE}.1`, wordsOf(200))).userErrors).toEqual([{ field: 'text', code: 'INVALID', message: 'Answer should be less than 200 words.' }]);
  });

  it('refuses the word limit\u2019s walk-arounds: words joined by full stops or underscores, emoji, invisible joiners (issue 31, section 3)', async () => {
    const me = await classmate('disc-walkaround');
    const tooLong = [{ field: 'text', code: 'INVALID', message: M.questionTooLong }];
    expect((await ask(me, wordsOf(600).replaceAll(' ', '.'))).userErrors).toEqual(tooLong);
    expect((await ask(me, wordsOf(600).replaceAll(' ', '_'))).userErrors).toEqual(tooLong);
    expect((await ask(me, '\u{1F600}'.repeat(1000))).userErrors).toEqual(tooLong);
    expect((await ask(me, wordsOf(600).replaceAll(' ', '\u200D'))).userErrors).toEqual([{ field: 'text', code: 'INVALID', message: TEXT_MESSAGES.hiddenFormatting }]);
  });

  it("posts a question and an answer, says 'Posted Successfully', and answers the discussion after the change", async () => {
    const me = await classmate('disc-post');
    const text = fresh('Which chapter covers motivation?');
    const posted = await ask(me, text);
    expect(posted.message).toBe('Posted Successfully');
    expect(posted.userErrors).toEqual([]);
    const question = asked(posted, text);
    expect(question).toMatchObject({ mine: true, answerCount: 0 });
    const replied = await answer(me, question.id, '  Chapter 4.  ');
    expect(replied.message).toBe(M.posted);
    expect(replied.discussion!.questions.find((q) => q.id === question.id)!.answers).toEqual([{ id: `${question.id}.1`, number: 1, text: 'Chapter 4.', mine: true }]);
  });

  it('tells the course\u2019s instructors of a new question (the instructor list goes with the update)', async () => {
    const text = fresh('Is the case study graded?');
    await ask(await classmate('disc-instructor'), text);
    const mail = await latestMail(INSTRUCTOR);
    expect(mail.subject).toBe('New question in Organisational Behaviour');
    expect(mail.text).toContain(text);
  });

  it('refuses an answer to a question that is not there', async () => {
    const me = await classmate('disc-gone');
    expect((await answer(me, `${COURSE}.99999`, 'Hello')).userErrors).toEqual([{ field: 'questionId', code: 'NOT_FOUND', message: M.gone }]);
    expect((await answer(me, '999.1', 'Hello')).userErrors).toEqual([{ field: 'questionId', code: 'NOT_FOUND', message: M.gone }]);
  });

  it('refuses posting in a course the learner does not follow', async () => {
    const { jar } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    expect((await ask({ jar }, 'Let me in')).userErrors).toEqual([expect.objectContaining({ field: 'courseId', code: 'NOT_FOUND' })]);
  });

  it('keeps both answers when two learners answer at once, numbered 1 and 2', async () => {
    const [first, second] = await Promise.all([classmate('disc-race-a'), classmate('disc-race-b')]);
    const text = fresh('Race?');
    const question = asked(await ask(first, text), text);
    const [a, b] = await Promise.all([answer(first, question.id, 'Answer from A'), answer(second, question.id, 'Answer from B')]);
    expect([a.message, b.message]).toEqual([M.posted, M.posted]);
    const answers = (await read(first)).find((q) => q.id === question.id)!.answers;
    expect(answers.map((x) => x.number)).toEqual([1, 2]);
    expect(answers.map((x) => x.text).sort()).toEqual(['Answer from A', 'Answer from B']);
  });
});

describe('deleting (spec part 2, section 6: only one\u2019s own, matched by e-mail)', () => {
  it('refuses to delete another learner\u2019s question or answer, and keeps them', async () => {
    const [author, other] = await Promise.all([classmate('disc-del-a'), classmate('disc-del-b')]);
    const text = fresh('Not yours to delete');
    const question = asked(await ask(author, text), text);
    const replied = await answer(author, question.id, 'Nor this');
    const answerId = replied.discussion!.questions.find((q) => q.id === question.id)!.answers[0].id;
    expect((await send(other, DELETE_QUESTION, 'discussionDeleteQuestion', { questionId: question.id })).userErrors).toEqual([{ field: 'questionId', code: 'NOT_AUTHORIZED', message: M.notYours }]);
    expect((await send(other, DELETE_ANSWER, 'discussionDeleteAnswer', { answerId })).userErrors).toEqual([{ field: 'answerId', code: 'NOT_AUTHORIZED', message: M.notYours }]);
    const kept = (await read(other)).find((q) => q.id === question.id)!;
    expect(kept).toMatchObject({ mine: false, answerCount: 1 });
    // The seeded question of the demo learner is not a classmate's either.
    expect((await send(other, DELETE_QUESTION, 'discussionDeleteQuestion', { questionId: `${COURSE}.1` })).userErrors[0].code).toBe('NOT_AUTHORIZED');
  });

  it('deletes the learner\u2019s own answer, then their own question', async () => {
    const me = await classmate('disc-del-own');
    const text = fresh('Mine to delete');
    const question = asked(await ask(me, text), text);
    const answerId = (await answer(me, question.id, 'Mine too')).discussion!.questions.find((q) => q.id === question.id)!.answers[0].id;
    const withoutAnswer = await send(me, DELETE_ANSWER, 'discussionDeleteAnswer', { answerId });
    expect(withoutAnswer).toMatchObject({ message: null, userErrors: [] });
    expect(withoutAnswer.discussion!.questions.find((q) => q.id === question.id)!.answers).toEqual([]);
    const withoutQuestion = await send(me, DELETE_QUESTION, 'discussionDeleteQuestion', { questionId: question.id });
    expect(withoutQuestion.discussion!.questions.some((q) => q.id === question.id)).toBe(false);
    expect((await send(me, DELETE_QUESTION, 'discussionDeleteQuestion', { questionId: question.id })).userErrors).toEqual([{ field: 'questionId', code: 'NOT_FOUND', message: M.gone }]);
  });
});

describe('limits (docs/decisions/210)', () => {
  it('refuses the same text posted twice in a row by the same learner, and takes it again after another post', async () => {
    const me = await classmate('disc-repeat');
    const text = fresh('Is there a quiz this week?');
    expect((await ask(me, text)).message).toBe(M.posted);
    expect((await ask(me, `  ${text.toUpperCase()} `)).userErrors).toEqual([{ field: 'text', code: 'REPEATED_POST', message: M.repeated }]);
    // An answer is a post too: the same text as the learner's last question is refused there as well.
    expect((await answer(me, `${COURSE}.1`, text)).userErrors[0].code).toBe('REPEATED_POST');
    expect((await answer(me, `${COURSE}.1`, fresh('Something else'))).message).toBe(M.posted);
    expect((await ask(me, text)).message).toBe(M.posted);
    // Another learner may post the same words.
    expect((await ask(await classmate('disc-repeat-other'), text)).message).toBe(M.posted);
  });

  it('refuses the same text again with an invisible character or in full-width letters (issue 31, section 3)', async () => {
    const me = await classmate('disc-repeat-hidden');
    const text = fresh('When is the exam');
    expect((await ask(me, text)).message).toBe(M.posted);
    expect((await ask(me, `${text}\u200B`)).userErrors).toEqual([{ field: 'text', code: 'INVALID', message: TEXT_MESSAGES.hiddenFormatting }]);
    const fullWidth = text.replace('When', '\uFF37\uFF48\uFF45\uFF4E');
    expect((await ask(me, fullWidth)).userErrors).toEqual([{ field: 'text', code: 'REPEATED_POST', message: M.repeated }]);
  });

  it('limits posts per learner, not per address: another learner from the same address still posts', async () => {
    const limited = await startGateway({ RATE_LIMIT_DISCUSSION_POSTS_PER_LEARNER_PER_10_MINUTES: '2' });
    try {
      const [busy, calm] = await Promise.all([classmate('disc-limit-a', limited), classmate('disc-limit-b', limited)]);
      // A refused text is not counted.
      expect((await ask(busy, '', limited)).userErrors[0].code).toBe('INVALID');
      expect((await ask(busy, fresh('One'), limited)).message).toBe(M.posted);
      expect((await ask(busy, fresh('Two'), limited)).message).toBe(M.posted);
      expect(await ask(busy, fresh('Three'), limited)).toEqual({ discussion: null, message: null, userErrors: [{ field: null, code: 'RATE_LIMITED', message: M.tooManyPosts }] });
      expect((await ask(calm, fresh('Me too'), limited)).message).toBe(M.posted);
    } finally {
      await limited.close();
    }
  });
});
