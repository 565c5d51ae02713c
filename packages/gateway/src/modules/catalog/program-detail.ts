/**
 * The program detail page (spec part 1, section 2: /myProg/{pid}/{il}):
 * header, duration, format, credits, image, the Overview / Instructors /
 * Curriculum / FAQs tabs, and what the viewer may do (Apply or Continue
 * Learning). The same page for visitors and learners; only the viewer
 * fields differ.
 */
import { applicationStatusFromWire, parseProgramId, plainText } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getApplications } from '../../cloud/admissions.js';
import { getBatchId, getProgram } from '../../cloud/catalog.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { sanitizeProgramHtml } from './program-html.js';

export const programDetailResolvers: Resolvers = {
  Query: {
    // The page knows only pid (the route); the batch on offer comes from
    // getBatchID (spec part 1, section 7). Both reads go through the request's
    // loader. An unknown program is null, not an error.
    program: async (_parent, { id }, ctx) => {
      const pid = parseProgramId(id);
      if (pid === null) return null;
      const bpid = await getBatchId(ctx.cloud, pid);
      if (bpid === null) return null;
      return getProgram(ctx.cloud, pid, bpid);
    },
  },
  Program: {
    id: (program) => String(program.pid),
    batchId: (program) => String(program.bpid),
    // Program names arrive as HTML (spec part 1, section 3); the schema promises plain text.
    name: (program) => plainText(program.pname ?? ''),
    imageUrl: (program) => program.pimage ?? '',
    duration: (program) => program.pinfo?.duration ?? '',
    format: (program) => program.pinfo?.format ?? '',
    credits: (program) => program.pinfo?.credits ?? '',
    overviewHtml: (program) => sanitizeProgramHtml(program.poverview),
    featuresHtml: (program) => sanitizeProgramHtml(program.pfeatures),
    outcomesHtml: (program) => sanitizeProgramHtml(program.poutcomes),
    instructorGroups: (program) => program.pinstructors ?? [],
    curriculum: (program) => program.pcurriculum ?? [],
    faqGroups: (program) => program.pfaq ?? [],
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
    // From the learner's application list (spec part 3, 7.1 item 4); a
    // failure nulls only this field, with its error.
    viewerApplicationStatus: async (program, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer) return null;
      const applications = (await getApplications(ctx.cloud, viewer.eid)).filter((a) => a.pid === program.pid);
      // One application per program is the rule; should there be several, the
      // one for the batch on offer, else the newest (the list is oldest first).
      const application = applications.find((a) => a.bpid === program.bpid) ?? applications.at(-1);
      return application ? applicationStatusFromWire(application.pstatus) : null;
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
