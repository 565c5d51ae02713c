/**
 * What the discussion decides (spec part 2, sections 4, 5 and 6; docs/decisions/210):
 * the spec's messages before any call, the course by the one access rule, posting
 * limited per learner, the same text twice in a row refused, and a delete only by
 * the author, matched by the verified e-mail. A change sends no instructor list: the
 * cloud API tells the course's own (docs/decisions/301). It answers the discussion after
 * the change, which every viewer of the course then hears of (docs/decisions/300).
 */
import { DISCUSSION_MESSAGES as M, discussionAnswerSchema, discussionQuestionSchema, repeatsLastPost } from '@portal/domain';
import type {
  DiscussionDeleteAnswerInput,
  DiscussionDeleteQuestionInput,
  DiscussionPostAnswerInput,
  DiscussionPostQuestionInput,
  ResolversTypes,
  UserError,
} from '../../__generated__/resolvers-types.js';
import { getDiscussion, updateDiscussion, type DiscussionChange } from '../../cloud/discussion.js';
import type { Context } from '../../context.js';
import { discussionTopic, notificationsOfEmail } from '../../live/topics.js';
import { UpstreamRefusedError } from '../../errors.js';
import { validationErrors } from '../../user-errors.js';
import { accessError, accessUserError, openCourseContent, type Opened } from '../learning/index.js';
import { answerNumbersOf, authorOf, courseDiscussionModel, type CourseDiscussionModel, discussionCourse, isAuthor, lastPostBy, questionNumberOf } from './mappers.js';

/** A change's answer, with the discussion as this module maps it. */
type DiscussionPayload = ResolversTypes['DiscussionPayload'];

const refused = (...userErrors: UserError[]): DiscussionPayload => ({ discussion: null, message: null, userErrors });
const gone = (field: string): UserError => ({ field, code: 'NOT_FOUND', message: M.gone });

/** The discussion of a course the learner follows; refused as the References tab is (docs/decisions/173). */
export async function courseDiscussion(ctx: Context, courseId: string): Promise<CourseDiscussionModel> {
  const access = await openCourseContent(ctx, courseId);
  if (!access.ok) throw accessError(access.refusal);
  const viewer = await ctx.requireViewer();
  return courseDiscussionModel(courseId, await getDiscussion(ctx.cloud, discussionCourse(access)), viewer.email);
}

/** The course by the one rule, or the payload that refuses the change. */
async function openedFor(ctx: Context, courseId: string): Promise<Opened | DiscussionPayload> {
  const access = await openCourseContent(ctx, courseId);
  return access.ok ? access : refused(accessUserError(access.refusal, 'courseId'));
}

/** Sends one change; a refusal upstream becomes the learner's words. */
async function change(ctx: Context, access: Opened, courseId: string, what: DiscussionChange, field: string): Promise<DiscussionPayload> {
  const viewer = await ctx.requireViewer();
  const course = discussionCourse(access);
  try {
    const answer = await updateDiscussion(ctx.cloud, course, { email: viewer.email, name: viewer.name }, what);
    // Every viewer of the course's discussion, on every replica, hears of it now (docs/decisions/300).
    void ctx.live.hub.publish(discussionTopic(courseId), answer.discussion);
    // The cloud API wrote the asker a notification before it answered (an answer by someone else):
    // their bell, if open on any replica, is read now rather than at its next poll (docs/decisions/371).
    const asker = what.kind === 'answer' ? authorOf(answer.discussion, what.questionNumber) : null;
    if (asker !== null && !isAuthor(asker, viewer.email)) void ctx.live.hub.touch(notificationsOfEmail(asker));
    const posted = what.kind === 'question' || what.kind === 'answer';
    return { discussion: courseDiscussionModel(courseId, answer.discussion, viewer.email), message: posted ? M.posted : null, userErrors: [] };
  } catch (error) {
    // Deleted meanwhile, or (a race with another tab) not the learner's: said, not thrown.
    if (error instanceof UpstreamRefusedError && error.status === 404) return refused(gone(field));
    if (error instanceof UpstreamRefusedError && error.status === 403) return refused({ field, code: 'NOT_AUTHORIZED', message: M.notYours });
    throw error;
  }
}

/**
 * A new question or answer: the spec's messages first (nothing is counted or sent),
 * then the course, the learner's allowance, the question answered and the repeat check.
 */
async function post(ctx: Context, courseId: string, text: string, questionId: string | null): Promise<DiscussionPayload> {
  const invalid = questionId === null ? validationErrors(discussionQuestionSchema, { question: text }) : validationErrors(discussionAnswerSchema, { answer: text });
  if (invalid.length > 0) return refused(...invalid.map((e) => ({ ...e, field: 'text' })));
  const access = await openedFor(ctx, courseId);
  if (!('ok' in access)) return access;
  // Per learner, not per address (docs/decisions/210): counted once the post passes its own rules.
  if (!(await ctx.rateLimits.allowLearner('discussionPost', access.eid))) return refused({ field: null, code: 'RATE_LIMITED', message: M.tooManyPosts });
  const viewer = await ctx.requireViewer();
  const questions = await discussionNow(ctx, courseId, access);
  let questionNumber: number | null = null;
  if (questionId !== null) {
    questionNumber = questionNumberOf(courseId, questionId);
    if (questionNumber === null || authorOf(questions, questionNumber) === null) return refused(gone('questionId'));
  }
  if (repeatsLastPost(lastPostBy(questions, viewer.email), text)) return refused({ field: 'text', code: 'REPEATED_POST', message: M.repeated });
  const trimmed = text.trim();
  const what: DiscussionChange = questionNumber === null ? { kind: 'question', text: trimmed } : { kind: 'answer', questionNumber, text: trimmed };
  return change(ctx, access, courseId, what, questionNumber === null ? 'text' : 'questionId');
}

/**
 * The discussion a post is checked against: as the live topic holds it when the course's
 * discussion is watched (the learner's tab has it open, docs/decisions/301), so a post costs
 * the course read, the totals read and the update; else read upstream. The learner's own
 * posts all come through the gateway and are published at once, so the repeat check sees
 * them; a question deleted meanwhile is still caught by the update (404).
 */
async function discussionNow(ctx: Context, courseId: string, access: Opened) {
  return (await ctx.live.hub.current<Awaited<ReturnType<typeof getDiscussion>>>(discussionTopic(courseId))) ?? getDiscussion(ctx.cloud, discussionCourse(access));
}

export const postQuestion = (ctx: Context, input: DiscussionPostQuestionInput) => post(ctx, input.courseId, input.text, null);
export const postAnswer = (ctx: Context, input: DiscussionPostAnswerInput) => post(ctx, input.courseId, input.text, input.questionId);

/** A delete: the post must be there and the learner's own (spec part 2, section 6), decided here before the call. */
async function remove(ctx: Context, courseId: string, numbers: { questionNumber: number; answerNumber?: number } | null, field: string): Promise<DiscussionPayload> {
  const access = await openedFor(ctx, courseId);
  if (!('ok' in access)) return access;
  if (!numbers) return refused(gone(field));
  const viewer = await ctx.requireViewer();
  const author = authorOf(await getDiscussion(ctx.cloud, discussionCourse(access)), numbers.questionNumber, numbers.answerNumber);
  if (author === null) return refused(gone(field));
  if (!isAuthor(author, viewer.email)) return refused({ field, code: 'NOT_AUTHORIZED', message: M.notYours });
  const what: DiscussionChange =
    numbers.answerNumber === undefined
      ? { kind: 'deleteQuestion', questionNumber: numbers.questionNumber }
      : { kind: 'deleteAnswer', questionNumber: numbers.questionNumber, answerNumber: numbers.answerNumber };
  return change(ctx, access, courseId, what, field);
}

export function deleteQuestion(ctx: Context, input: DiscussionDeleteQuestionInput): Promise<DiscussionPayload> {
  const questionNumber = questionNumberOf(input.courseId, input.questionId);
  return remove(ctx, input.courseId, questionNumber === null ? null : { questionNumber }, 'questionId');
}

export function deleteAnswer(ctx: Context, input: DiscussionDeleteAnswerInput): Promise<DiscussionPayload> {
  return remove(ctx, input.courseId, answerNumbersOf(input.courseId, input.answerId), 'answerId');
}
