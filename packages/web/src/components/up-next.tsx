import { Text } from '@chakra-ui/react';
import type { LearningObjectKind } from '../gql/graphql';

/** What a learning object is, in a learner's words. */
const KIND_IN_WORDS: Record<LearningObjectKind, string> = {
  VIDEO: 'Video',
  VIMEO: 'Video',
  YOUTUBE: 'Video',
  AUDIO: 'Audio',
  PODCAST: 'Podcast',
  PDF: 'Reading',
  HTML: 'Reading',
  INTERACTIVITY: 'Activity',
  SCORM: 'Interactive lesson',
  QUIZ: 'Quiz',
  ASSIGNMENT: 'Assignment',
  FEEDBACK: 'Feedback form',
};

/**
 * "Up next: Reading, 15 min" (issue 17, section 4): the kind of the object the course
 * resumes at, in words, with its length when the university gives one
 * (`LearningObject.durationMinutes`, docs/decisions/177), then its title and unit.
 */
export function UpNext({ object, unit, id }: { object: { title: string; kind: LearningObjectKind; durationMinutes?: number | null }; unit: { label: string }; id?: string }) {
  const minutes = object.durationMinutes ? `, ${object.durationMinutes} min` : '';
  return (
    <Text id={id} fontSize="sm">
      <Text as="span" fontWeight="semibold">
        {`Up next: ${KIND_IN_WORDS[object.kind]}${minutes}`}
      </Text>
      {` · ${object.title}, ${unit.label}`}
    </Text>
  );
}
