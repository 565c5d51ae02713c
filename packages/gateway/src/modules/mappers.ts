/**
 * The models behind the GraphQL types (named in codegen.ts as mappers): what a
 * parent resolver hands to the type's field resolvers. Mostly the cloud API's
 * own shapes; the renaming happens in each module's mappers.ts, and nowhere
 * else outside cloud/ (docs/decisions/182).
 */
import type { ProgramDetail, ProgramListItem, ProgressCourse, ProgressProgram, ProgramList } from '@portal/contract';
import type { ProgramLevelKey } from '@portal/domain';
import type { TokenIdentity } from '../auth/verifier.js';

/** The signed-in learner, from the verified ID token. */
export type ViewerModel = TokenIdentity;

/** One enrolment from /getUserTotalProgress, with the eid it was fetched for. */
export type EnrolledProgramModel = { program: ProgressProgram; eid: string };

export type EnrolledCourseModel = ProgressCourse;

/** An event in the schema's words (dashboard/mappers.ts makes it from the wire's). */
export type CalendarEventModel = { id: string; title: string; link: string | null; date: string };

export type ProgramCatalogModel = ProgramList;

export type ProgramLevelGroupModel = { level: ProgramLevelKey; programs: ProgramListItem[] };

export type CatalogProgramModel = ProgramListItem;

/**
 * A program: its id, and its detail page from /getProgram (asked without eid:
 * the same for everyone) when the parent already has it. A reference from an
 * enrolment or an application carries the id alone, so `program { id }` costs
 * no upstream call; any other field loads the page (catalog/service.ts detailOf).
 */
export type ProgramModel = { id: number; detail?: ProgramDetail };

export type InstructorGroupModel = ProgramDetail['pinstructors'][number];

export type InstructorModel = InstructorGroupModel['value'][number];

export type CurriculumTopicModel = ProgramDetail['pcurriculum'][number];

export type FaqGroupModel = ProgramDetail['pfaq'][number];

export type FaqModel = FaqGroupModel['questions'][number];
