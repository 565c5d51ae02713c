/**
 * The models behind the GraphQL types (named in codegen.ts as mappers): what a
 * parent resolver hands to the type's field resolvers. Mostly the cloud API's
 * own shapes; the renaming happens in each type's field resolvers.
 */
import type { EventItem, ProgramDetail, ProgramListItem, ProgressCourse, ProgressProgram, ProgramList } from '@portal/contract';
import type { ProgramLevelKey } from '@portal/domain';
import type { TokenIdentity } from '../auth/verifier.js';

/** The signed-in learner, from the verified ID token. */
export type ViewerModel = TokenIdentity;

/** One enrolment from /getUserTotalProgress, with the eid it was fetched for. */
export type EnrolledProgramModel = { program: ProgressProgram; eid: string };

export type EnrolledCourseModel = ProgressCourse;

export type CalendarEventModel = EventItem;

export type ProgramCatalogModel = ProgramList;

export type ProgramLevelGroupModel = { level: ProgramLevelKey; programs: ProgramListItem[] };

export type CatalogProgramModel = ProgramListItem;

/**
 * A program: its id, and its detail page from /getProgram (asked without eid:
 * the same for everyone) when the parent already has it. A reference from an
 * enrolment or an application carries the id alone, so `program { id }` costs
 * no upstream call; any other field loads the page (catalog/program-detail.ts).
 */
export type ProgramModel = { pid: number; detail?: ProgramDetail };

export type InstructorGroupModel = ProgramDetail['pinstructors'][number];

export type InstructorModel = InstructorGroupModel['value'][number];

export type CurriculumTopicModel = ProgramDetail['pcurriculum'][number];

export type FaqGroupModel = ProgramDetail['pfaq'][number];

export type FaqModel = FaqGroupModel['questions'][number];
