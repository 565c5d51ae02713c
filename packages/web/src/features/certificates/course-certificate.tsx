import { Suspense, useState, type ComponentType } from 'react';
import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { FiAward, FiMessageSquare, FiPlay } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { CERTIFICATE_READY_MESSAGE, certificateStepMessage } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { FormAlert } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

/** The course feedback form's dialog (the feedback area's), handed in by the route layer (app/routes/course-screen.tsx). */
export type CourseFeedbackDialogType = ComponentType<{ courseId: string; courseTitle: string; kind: 'COURSE'; onClose: () => void }>;

export const CourseCertificate_course = graphql(`
  fragment CourseCertificate_course on Course {
    id
    title
    status
    certificateStep
  }
`);

const CourseCertificateGenerateDocument = graphql(`
  mutation CourseCertificateGenerate($input: CourseCertificateGenerateInput!) {
    courseCertificateGenerate(input: $input) {
      message
      certificate {
        id
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

// spec part 2, section 4: 'Success / You may now download the certificate from the certificate tab'.
const [READY_TITLE, READY_TEXT] = CERTIFICATE_READY_MESSAGE.split(' / ');

/**
 * The way to the course certificate on the course screen (spec part 2, sections 2 and 4;
 * issue 31): in the spec's order, course feedback, then Mark Complete, then generation, it
 * says what comes next (the gateway's certificateStep, the domain's one rule and words) with
 * the way there beside it: the Course Feedback form, the next unit to complete, the button
 * that generates the certificate; then the spec's success message, with the way to the
 * Certificates screen. Before the course is started, its Start is the way (nothing here).
 */
export function CourseCertificate(props: { course: FragmentType<typeof CourseCertificate_course>; onContinue?: () => void; FeedbackDialog: CourseFeedbackDialogType }) {
  const course = getFragmentData(CourseCertificate_course, props.course);
  const client = useApolloClient();
  const { send, loading } = usePayloadMutation(CourseCertificateGenerateDocument, 'courseCertificateGenerate');
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  const step = course.certificateStep;
  if (course.status === 'NOT_STARTED' && step !== 'EARNED') return null;

  const generate = async () => {
    const result = await mutationOutcome(() => send({ courseId: course.id }));
    if (result.status === 'done') {
      setOutcome({ ok: true });
      // The course's step is now EARNED: asked again when the screen next reads it.
      client.cache.evict({ id: client.cache.identify({ __typename: 'Course', id: course.id }), fieldName: 'certificateStep' });
    } else setOutcome({ ok: false, message: result.status === 'refused' ? result.userErrors[0].message : result.message });
  };

  const toCertificates = (
    <ChakraLink asChild fontWeight="medium" colorPalette="brand" variant="underline">
      <Link to={LEARNER_PATHS.certificates}>Open Certificates</Link>
    </ChakraLink>
  );

  if (outcome?.ok) {
    return (
      <FormAlert status="success" title={READY_TITLE} action={toCertificates} focusable ref={(el) => el?.focus()}>
        {READY_TEXT}
      </FormAlert>
    );
  }

  const action =
    step === 'EARNED' ? (
      toCertificates
    ) : step === 'COURSE_FEEDBACK' ? (
      <Button size="sm" colorPalette="brand" onClick={() => setFeedbackOpen(true)} aria-haspopup="dialog">
        <FiMessageSquare aria-hidden /> Give feedback
      </Button>
    ) : step === 'MARK_COMPLETE' ? (
      props.onContinue ? (
        <Button size="sm" colorPalette="brand" variant="outline" onClick={props.onContinue}>
          <FiPlay aria-hidden /> Go to the next unit
        </Button>
      ) : null
    ) : (
      <Button size="sm" colorPalette="brand" onClick={() => void generate()} loading={loading}>
        <FiAward aria-hidden /> Get your certificate
      </Button>
    );

  return (
    <>
      <FormAlert status={step === 'GENERATE' || step === 'EARNED' ? 'success' : 'info'} action={action}>
        {certificateStepMessage(step)}
      </FormAlert>
      {outcome && !outcome.ok ? <FormAlert>{outcome.message}</FormAlert> : null}
      {feedbackOpen ? (
        <Suspense fallback={null}>
          <props.FeedbackDialog courseId={course.id} courseTitle={course.title} kind="COURSE" onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
