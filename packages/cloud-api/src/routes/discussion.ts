/**
 * A course's discussion (spec part 2, sections 2, 3, 4, 6 and 7): "discussion
 * data", "update discussion" (qtype 0 new question, 1 new answer, 2 delete
 * question, 3 delete answer) and "get course instructor".
 *
 * Numbers (docs/decisions/210): a question's qid is its course's last + 1 and
 * an answer's aid its question's last + 1, taken by one UPDATE ... RETURNING
 * on a counter row inside the post's transaction, so two posts at once wait
 * for each other's row lock and get two numbers; a deleted post's number is
 * never given again. A delete is the author's only, matched by e-mail.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { normaliseEmail, notificationText, sameEmail } from '@portal/domain';
import type { ContractBody, DiscussionQuestion } from '@portal/contract';
import { schema, type Db } from '../db/client.js';
import { HttpError, notFound } from '../http-errors.js';
import { createMailbox } from '../identity/mailbox.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import { notify } from './notifications.js';
import { programFaculty } from './feedback.js';
import type { CloudArea } from '../area.js';
import { seedDiscussion } from '../seed/discussion-demo.js';

const { batchCourses, discussionThreads, discussionQuestions, discussionAnswers, courseInstructors, users } = schema;

/** The course's questions in qid order, each with its answers in aid order. */
async function discussionOf(db: Db, bcid: number): Promise<DiscussionQuestion[]> {
  const [questions, answers] = await Promise.all([
    db.select().from(discussionQuestions).where(eq(discussionQuestions.bcid, bcid)).orderBy(asc(discussionQuestions.qid)),
    db.select().from(discussionAnswers).where(eq(discussionAnswers.bcid, bcid)).orderBy(asc(discussionAnswers.qid), asc(discussionAnswers.aid)),
  ]);
  return questions.map((q) => ({
    qid: q.qid,
    question: q.question,
    emailId: q.authorEmail,
    username: q.authorName,
    posted: q.postedAt.toISOString(),
    answers: answers.filter((a) => a.qid === q.qid).map((a) => ({ aid: a.aid, answer: a.answer, emailId: a.authorEmail, username: a.authorName, posted: a.postedAt.toISOString() })),
  }));
}

function discussionRoutes({ db, log }: RouteContext): ContractRoutes {
  const mail = createMailbox(db, log);

  /** bcid must be a course of batch bpid. */
  const courseOf = async (bpid: number, bcid: number) => {
    const [row] = await db
      .select({ bcid: batchCourses.bcid })
      .from(batchCourses)
      .where(and(eq(batchCourses.bcid, bcid), eq(batchCourses.bpid, bpid)))
      .limit(1);
    if (!row) throw notFound('No such course in this batch');
  };

  /** The course's own list where the demo names one, else its program's faculty (docs/decisions/216). */
  const instructorsOf = async (bpid: number, bcid: number) => {
    const rows = await db.select().from(courseInstructors).where(eq(courseInstructors.bcid, bcid)).orderBy(asc(courseInstructors.sortOrder), asc(courseInstructors.id));
    if (!rows.length) return programFaculty(db, bpid);
    return rows.map((r) => ({ name: r.name, emailid: r.email, designation: r.designation }));
  };

  /**
   * Tells the course's instructors (idata, or without it the course's own list: docs/decisions/301)
   * of a new question or answer, in the local mailbox.
   */
  const tellInstructors = async (body: ContractBody<'/updateDiscussion'>, what: string, textPosted: string) => {
    for (const instructor of body.idata ?? (await instructorsOf(body.bpid, body.bcid))) {
      if (!instructor.emailid.trim()) continue;
      await mail.send({
        to: instructor.emailid,
        subject: `New ${what} in ${body.cname}`,
        text: `${body.jdata.username} posted a new ${what} in the discussion of ${body.cname} (${body.pname}):\n\n${textPosted}`,
      });
    }
  };

  /**
   * Issue 20: the learner who asked hears of an answer by someone else. A question's author is
   * an e-mail (spec part 2, section 6); the learner is the user with that e-mail, if any.
   */
  const tellAsker = async (body: ContractBody<'/updateDiscussion'>, qid: number) => {
    const [question] = await db
      .select({ authorEmail: discussionQuestions.authorEmail, question: discussionQuestions.question })
      .from(discussionQuestions)
      .where(and(eq(discussionQuestions.bcid, body.bcid), eq(discussionQuestions.qid, qid)));
    if (!question || sameEmail(question.authorEmail, body.jdata.emailId)) return;
    const [asker] = await db
      .select({ eid: users.username })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normaliseEmail(question.authorEmail)))
      .limit(1);
    if (!asker) return;
    await notify(db, log, asker.eid, notificationText.discussionAnswer({ author: body.jdata.username, courseTitle: body.cname, courseId: body.bcid, question: question.question }));
  };

  return {
    '/getDiscussion': async ({ bpid, bcid }) => {
      await courseOf(bpid, bcid);
      return { discussion: await discussionOf(db, bcid) };
    },

    '/getCourseInstructor': async ({ bpid, bcid }) => {
      await courseOf(bpid, bcid);
      return instructorsOf(bpid, bcid);
    },

    '/updateDiscussion': async (body) => {
      const { bpid, bcid, qtype, jdata } = body;
      await courseOf(bpid, bcid);
      const made = await db.transaction(async (tx) => {
        if (qtype === 0) {
          // The course's counter: created at 1, or raised by one under its row lock.
          const [thread] = await tx
            .insert(discussionThreads)
            .values({ bcid, lastQuestionNumber: 1 })
            .onConflictDoUpdate({ target: discussionThreads.bcid, set: { lastQuestionNumber: sql`${discussionThreads.lastQuestionNumber} + 1` } })
            .returning({ qid: discussionThreads.lastQuestionNumber });
          await tx.insert(discussionQuestions).values({ bcid, qid: thread.qid, question: jdata.question!, authorEmail: jdata.emailId, authorName: jdata.username });
          return { qid: thread.qid, aid: null };
        }
        const qid = body.qid!;
        if (qtype === 1) {
          const [question] = await tx
            .update(discussionQuestions)
            .set({ lastAnswerNumber: sql`${discussionQuestions.lastAnswerNumber} + 1` })
            .where(and(eq(discussionQuestions.bcid, bcid), eq(discussionQuestions.qid, qid)))
            .returning({ aid: discussionQuestions.lastAnswerNumber });
          if (!question) throw notFound('No such question');
          await tx.insert(discussionAnswers).values({ bcid, qid, aid: question.aid, answer: jdata.answer!, authorEmail: jdata.emailId, authorName: jdata.username });
          return { qid, aid: question.aid };
        }
        if (qtype === 2) {
          const [question] = await tx
            .select({ author: discussionQuestions.authorEmail })
            .from(discussionQuestions)
            .where(and(eq(discussionQuestions.bcid, bcid), eq(discussionQuestions.qid, qid)))
            .for('update');
          if (!question) throw notFound('No such question');
          if (!sameEmail(question.author, jdata.emailId)) throw new HttpError(403, 'FORBIDDEN', 'Only its author may delete a question');
          // Its answers go with it (ON DELETE CASCADE).
          await tx.delete(discussionQuestions).where(and(eq(discussionQuestions.bcid, bcid), eq(discussionQuestions.qid, qid)));
          return { qid, aid: null };
        }
        const aid = body.aid!;
        const where = and(eq(discussionAnswers.bcid, bcid), eq(discussionAnswers.qid, qid), eq(discussionAnswers.aid, aid));
        const [answer] = await tx.select({ author: discussionAnswers.authorEmail }).from(discussionAnswers).where(where).for('update');
        if (!answer) throw notFound('No such answer');
        if (!sameEmail(answer.author, jdata.emailId)) throw new HttpError(403, 'FORBIDDEN', 'Only its author may delete an answer');
        await tx.delete(discussionAnswers).where(where);
        return { qid, aid };
      });
      if (qtype === 0) await tellInstructors(body, 'question', jdata.question!);
      if (qtype === 1) {
        await tellInstructors(body, 'answer', jdata.answer!);
        await tellAsker(body, made.qid);
      }
      return { ...made, discussion: await discussionOf(db, bcid) };
    },
  };
}

/** The area's piece (areas.ts): its paths and the demo discussions. */
export const discussionArea: CloudArea = {
  routes: discussionRoutes,
  seed: (demo) => (tx) => seedDiscussion(tx, demo),
};
