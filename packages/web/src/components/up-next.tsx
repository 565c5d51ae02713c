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
 * resumes at, its title, and its unit with the unit's length. Objects carry no length
 * of their own (spec part 2, section 3: a nugget's nduration, in minutes, is the only
 * one), so the minutes are the unit's and say so (docs/decisions/177).
 */
export function UpNext({
  object,
  unit,
  id,
}: {
  object: { title: string; kind: LearningObjectKind };
  unit: { label: string; durationMinutes: number };
  id?: string;
}) {
  return (
    <Text id={id} fontSize="sm">
      <Text as="span" fontWeight="semibold">
        Up next: {KIND_IN_WORDS[object.kind]}
      </Text>
      {`, ${object.title} · ${unit.label}${unit.durationMinutes > 0 ? `, ${unit.durationMinutes} min` : ''}`}
    </Text>
  );
}
