import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql, type FragmentType } from '../../gql';

/**
 * What every unit player reads of its learning object (the course screen's player registry,
 * players/index.ts, maps a unit's kind to a lazily loaded player with these props). Each
 * player reads it with `getFragmentData`; the unit player passes the reference on unread.
 */
export const Player_object = graphql(`
  fragment Player_object on LearningObject {
    id
    title
    kind
    contentUrl
    captions {
      src
      srclang
      label
    }
  }
`);

export type PlayerProps = {
  object: FragmentType<typeof Player_object>;
  /** The course as run in the learner's batch (EnrolledCourse.id). */
  courseId: string;
  /** Called once when the content itself says the unit is done (a SCORM package's passed/completed). */
  onComplete?: () => void;
  /**
   * A player with a Prev / Next of its own (a quiz's questions) says when it shows them:
   * the unit player then hides its own, so only one pair is on screen (issue 17, section 4).
   */
  onStepsShown?: (shown: boolean) => void;
};

/**
 * A player's own content (a quiz with the learner's stored answers, a SCORM package with its
 * stored runtime data): asked on every visit, never from the cache, since another tab may have
 * submitted or committed since.
 */
export function usePlayerContentQuery<TData>(document: TypedDocumentNode<TData, { courseId: string; objectId: string }>, courseId: string, objectId: string) {
  return useQuery(document, { variables: { courseId, objectId }, fetchPolicy: 'network-only' });
}
