import { Card, Heading, Stack } from '@chakra-ui/react';
import { ProgressBar } from '../../components/progress-bar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { BarList } from './bar-list';

export const ProgramCompletion_program = graphql(`
  fragment ProgramCompletion_program on EnrolledProgram {
    id
    title
    progressPercent
    courses {
      id
      title
      progressPercent
    }
  }
`);

/** Completion of one program and of each course the learner follows in it (unselected electives left out, as on My Programs). */
export function ProgramCompletion(props: { program: FragmentType<typeof ProgramCompletion_program> }) {
  const program = getFragmentData(ProgramCompletion_program, props.program);
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="2">
            <Heading as="h3" size="md">
              {program.title}
            </Heading>
            <ProgressBar value={program.progressPercent} label={`Completion of ${program.title}`} size="md" />
          </Stack>
          <BarList
            caption={`Completion of each course of ${program.title}`}
            valueHeader="Completed"
            bars={program.courses.map((c) => ({ id: c.id, label: c.title, value: c.progressPercent, valueText: `${Math.round(c.progressPercent)}%` }))}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
