/**
 * The catalogue's wire words in, the schema's words out (docs/decisions/182):
 * /getAllProgramList's programs and /getProgram's page, its instructors,
 * curriculum and FAQs.
 */
import type { ProgramDetail, ProgramList } from '@portal/contract';
import { PROGRAM_LEVELS, plainText } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import type { ProgramModel } from '../mappers.js';
import { detailOf } from './service.js';

/** A program page's words for a link preview: its name, its overview as plain text and its image. */
export const previewWords = (detail: ProgramDetail) => ({ name: plainText(detail.pname ?? ''), overview: plainText(detail.poverview ?? ''), imageUrl: detail.pimage ?? '' });

/** The id of every program the list names, each once, in the Programs menu's order of levels. */
export function programIdsOf(list: ProgramList): number[] {
  return [...new Set(PROGRAM_LEVELS.flatMap((level) => (list[level] ?? []).map((program) => program.pid)))];
}

/** The batch on offer, when the program's page was read with it. */
export const offeredBatchOf = (program: ProgramModel): number | undefined => program.detail?.bpid;

/** A program found by id, with the page read for it. */
export const programWithDetail = (id: number, detail: ProgramDetail): ProgramModel => ({ id, detail });

export const catalogTypeResolvers: Resolvers = {
  CatalogProgram: {
    id: (program) => String(program.pid),
    batchId: (program) => String(program.bpid),
    // Program names arrive as HTML (spec part 1, section 3); the schema promises plain text.
    name: (program) => plainText(program.pname),
    imageUrl: (program) => program.pimage,
    duration: (program) => program.pdur,
  },
  Program: {
    id: (program) => String(program.id),
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
