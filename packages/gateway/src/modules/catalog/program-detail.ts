/**
 * The program detail page (spec part 1, section 2: /myProg/{pid}/{il}):
 * header, duration, format, credits, image, the Overview / Instructors /
 * Curriculum / FAQs tabs, and what the viewer may do (Apply or Continue
 * Learning). The same page for visitors and learners; only the viewer
 * fields differ.
 */
import { parseProgramId, plainText } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getProgramOnOffer } from '../../cloud/catalog.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import type { Context } from '../../context.js';
import { PortalError } from '../../errors.js';
import type { ProgramModel } from '../mappers.js';
import { sanitizeHtml } from '../../html/sanitize.js';

/**
 * The page behind a program: the one its parent loaded, or, for a reference
 * (an enrolment's or an application's program), the batch on offer, read
 * through the request's loader, so every field of one program shares one read.
 * A program the university no longer lists fails at the field that needed it.
 */
async function detailOf(program: ProgramModel, ctx: Context) {
  const detail = program.detail ?? (await getProgramOnOffer(ctx.cloud, program.pid));
  if (!detail) throw new PortalError('NOT_FOUND', 'There is no such program.');
  return detail;
}

export const programDetailResolvers: Resolvers = {
  Query: {
    // The page knows only pid (the route); the batch on offer comes from
    // getBatchID (spec part 1, section 7). Both reads go through the request's
    // loader. An unknown program is null, not an error.
    program: async (_parent, { id }, ctx) => {
      const pid = parseProgramId(id);
      if (pid === null) return null;
      const detail = await getProgramOnOffer(ctx.cloud, pid);
      return detail ? { pid, detail } : null;
    },
  },
  Program: {
    id: (program) => String(program.pid),
    batchId: async (program, _args, ctx) => String((await detailOf(program, ctx)).bpid),
    // Program names arrive as HTML (spec part 1, section 3); the schema promises plain text.
    name: async (program, _args, ctx) => plainText((await detailOf(program, ctx)).pname ?? ''),
    imageUrl: async (program, _args, ctx) => (await detailOf(program, ctx)).pimage ?? '',
    duration: async (program, _args, ctx) => (await detailOf(program, ctx)).pinfo?.duration ?? '',
    format: async (program, _args, ctx) => (await detailOf(program, ctx)).pinfo?.format ?? '',
    credits: async (program, _args, ctx) => (await detailOf(program, ctx)).pinfo?.credits ?? '',
    overviewHtml: async (program, _args, ctx) => sanitizeHtml((await detailOf(program, ctx)).poverview),
    featuresHtml: async (program, _args, ctx) => sanitizeHtml((await detailOf(program, ctx)).pfeatures),
    outcomesHtml: async (program, _args, ctx) => sanitizeHtml((await detailOf(program, ctx)).poutcomes),
    instructorGroups: async (program, _args, ctx) => (await detailOf(program, ctx)).pinstructors ?? [],
    curriculum: async (program, _args, ctx) => (await detailOf(program, ctx)).pcurriculum ?? [],
    faqGroups: async (program, _args, ctx) => (await detailOf(program, ctx)).pfaq ?? [],
    // Continue Learning shows for a program the learner is enrolled in, in
    // any batch: their progress lists it (spec part 1, sections 2 and 3).
    // The older page showed nothing when a data call failed (section 7), so
    // an unreadable progress leaves the Apply button rather than the whole
    // page (docs/decisions/041).
    viewerEnrolled: async (program, _args, ctx) => {
      const viewer = await ctx.viewer().catch(() => null);
      if (!viewer) return false;
      try {
        const enrolled = await getUserTotalProgress(ctx.cloud, viewer.eid);
        return enrolled.some((p) => p.pid === program.pid);
      } catch (error) {
        ctx.log.warn({ field: 'Program.viewerEnrolled', code: (error as { code?: string }).code }, 'progress unavailable; Continue Learning not offered');
        return false;
      }
    },
  },
  InstructorGroup: {
    title: (group) => group.title ?? '',
    instructors: (group) => group.value ?? [],
  },
  Instructor: {
    name: (instructor) => instructor.name ?? '',
    designation: (instructor) => instructor.designation ?? '',
    organisation: (instructor) => instructor.org ?? '',
    photoUrl: (instructor) => instructor.pic ?? '',
  },
  CurriculumTopic: {
    id: (topic) => String(topic.tid),
    label: (topic) => topic.tlabel ?? '',
    title: (topic) => topic.ttitle ?? '',
    durationWeeks: (topic) => Number(topic.tduration) || 0,
    units: (topic) => topic.tunits ?? [],
    imageUrl: (topic) => topic.timage ?? '',
  },
  FaqGroup: {
    title: (group) => group.title ?? '',
    questions: (group) => group.questions ?? [],
  },
  Faq: {
    // The accordion shows text; any markup in the answers is dropped.
    question: (faq) => plainText(faq.ques ?? ''),
    answer: (faq) => plainText(faq.ans ?? ''),
  },
};
