import type { ComponentType } from 'react';
import type { CourseScreen_CourseFragment } from '../../gql/graphql';
import type { PlayerRegistry } from './players';
import type { CourseTabProps } from './tabs/course-tab';

/**
 * What the course screen draws of other areas: the Discussion tab (discussion), the Assignment
 * and Assessment tabs (assessments), a project course's objectives (projects), the feedback
 * entries (feedback), the way to the certificate (certificates) and the players of quiz and
 * feedback-form units (quizzes, feedback). A feature never imports another (docs/style.md,
 * habit 1): the route layer hands these in (app/routes/course-screen.tsx, docs/decisions/355).
 */
export type CourseParts = {
  /** The tabs other areas draw, each its own chunk. */
  tabs: Record<'discussion' | 'assignment' | 'assessment', ComponentType<CourseTabProps>>;
  /** A project course's Course structure tab. */
  ProjectStructure: ComponentType<{ courseId: string; programId: string }>;
  /** Drawn with the screen (its fragments are in the screen's query). */
  FeedbackEntries: ComponentType<{ course: CourseScreen_CourseFragment }>;
  Certificate: ComponentType<{ course: CourseScreen_CourseFragment; onContinue?: () => void }>;
  /** The players of the unit kinds other areas play, by kind (QUIZ, ASSIGNMENT, FEEDBACK). */
  players: PlayerRegistry;
  /**
   * What a save for offline loads so that the worker holds its code (docs/decisions/363): the
   * players of other areas a saved course needs, by unit kind, and the Discussion tab.
   */
  offlineCode?: Readonly<Record<string, () => Promise<unknown>>>;
};
