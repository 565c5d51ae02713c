import { Heading, Stack } from '@chakra-ui/react';
import { formatHouseCalendarDay, REPORT_MESSAGES } from '@portal/domain';
import { EmptyView } from '../../components/states';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { BarList, type Bar } from './bar-list';

export const ScoresSection_report = graphql(`
  fragment ScoresSection_report on LearningReport {
    quizScores {
      id
      title
      courseTitle
      scorePercent
      takenOn
    }
    assessmentScores {
      id
      kind
      title
      courseTitle
      score
      maximumScore
      scorePercent
    }
  }
`);

const points = (n: number) => String(Math.round(n * 100) / 100);

/** One kind of score under its h3: its bars with their figures, or the spec's words when there are none. */
function ScoreList({ title, empty, caption, bars }: { title: string; empty: string; caption: string; bars: Bar[] }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {bars.length === 0 ? <EmptyView inline title={empty} /> : <BarList caption={caption} valueHeader="Score" bars={bars} />}
    </Stack>
  );
}

/** Unit quiz scores and the assessment and assignment scores the learner may see, each as bars with their figures. */
export function ScoresSection(props: { report: FragmentType<typeof ScoresSection_report> }) {
  const report = getFragmentData(ScoresSection_report, props.report);
  return (
    <Stack gap="6">
      <ScoreList
        title="Unit quizzes"
        empty={REPORT_MESSAGES.noQuizScores}
        caption="Unit quiz scores, oldest first"
        bars={report.quizScores.map((q) => ({
          id: q.id,
          label: `${q.courseTitle}: ${q.title}`,
          detail: q.takenOn ? formatHouseCalendarDay(q.takenOn) : null,
          value: q.scorePercent,
          valueText: `${Math.round(q.scorePercent)}%`,
        }))}
      />
      <ScoreList
        title="Assessments and assignments"
        empty={REPORT_MESSAGES.noAssessmentScores}
        caption="Assessment and assignment scores"
        bars={report.assessmentScores.map((a) => ({
          id: `${a.kind}-${a.id}`,
          label: `${a.courseTitle}: ${a.title}`,
          detail: a.kind === 'ASSIGNMENT' ? 'Assignment' : 'Assessment',
          value: a.scorePercent ?? 0,
          valueText: a.scorePercent === null || a.scorePercent === undefined ? `${points(a.score)} points` : `${points(a.score)} of ${points(a.maximumScore)} (${a.scorePercent}%)`,
        }))}
      />
    </Stack>
  );
}
