import { Button } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';
import { MESSAGES } from '@portal/domain';
import { SectionCard } from '../../components/section-card';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const ExamSchedulingForm_exam = graphql(`
  fragment ExamSchedulingForm_exam on ExamScheduling {
    actionUrl
    expiresAt
    fields {
      name
      value
    }
  }
`);

/**
 * The exam-scheduling form (spec part 1, sections 6 and 7), rendered only on the program
 * courses page: the browser posts the hidden fields the gateway made, AUTH_HASH included,
 * to the exam provider. The secret behind the hash never reaches this page.
 */
export function ExamSchedulingForm({
  exam: ref,
  candidateNumber,
  onExpired,
}: {
  exam: FragmentType<typeof ExamSchedulingForm_exam> | null | undefined;
  candidateNumber: string | null | undefined;
  /** Asks the gateway for a fresh form: a page left open past the provider's session holds a stale hash. */
  onExpired: () => void;
}) {
  const exam = getFragmentData(ExamSchedulingForm_exam, ref);
  // Without a candidate number there is nobody to schedule (spec part 3, section 8: 'No USN').
  if (!exam && candidateNumber) return null;
  return (
    <SectionCard
      headingId="exam-scheduling-heading"
      title="Semester End Exam"
      lead={exam ? `Schedule your exam with the exam provider as candidate ${candidateNumber ?? ''}. You will come back here when you are done.` : MESSAGES.noUsn}
    >
      {exam ? (
        <form
          method="post"
          action={exam.actionUrl}
          onSubmit={(event) => {
            // A minute's margin for the way to the provider.
            if (Date.parse(exam.expiresAt) - Date.now() < 60_000) {
              event.preventDefault();
              onExpired();
            }
          }}
        >
          {exam.fields.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start">
            <FiCalendar aria-hidden /> Schedule exam
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
