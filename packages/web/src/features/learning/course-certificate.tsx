import { useState } from 'react';
import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { FiAward } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { CERTIFICATE_READY_MESSAGE } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';
import { FormAlert } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

export const CourseCertificate_course = graphql(`
  fragment CourseCertificate_course on Course {
    id
    certificateAvailable
    certificate {
      id
    }
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
        field
        code
        message
      }
    }
  }
`);

// spec part 2, section 4: 'Success / You may now download the certificate from the certificate tab'.
const [READY_TITLE, READY_TEXT] = CERTIFICATE_READY_MESSAGE.split(' / ');

/**
 * The course certificate on the course screen (spec part 2, sections 2 and 4): once the
 * course is complete (the gateway's certificateAvailable, the domain's one rule), a button
 * generates it; then the spec's success message, with the way to the Certificates screen.
 */
export function CourseCertificate(props: { course: FragmentType<typeof CourseCertificate_course> }) {
  const course = getFragmentData(CourseCertificate_course, props.course);
  const { send, loading } = usePayloadMutation(CourseCertificateGenerateDocument, 'courseCertificateGenerate');
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);

  if (!course.certificateAvailable && !course.certificate) return null;

  const generate = async () => {
    const result = await mutationOutcome(() => send({ courseId: course.id }));
    if (result.status === 'done') setOutcome({ ok: true });
    else setOutcome({ ok: false, message: result.status === 'refused' ? result.userErrors[0].message : result.message });
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
  return (
    <>
      {course.certificate ? (
        <FormAlert status="info" action={toCertificates}>
          You have earned this course&apos;s certificate.
        </FormAlert>
      ) : (
        <Button alignSelf="flex-start" colorPalette="brand" onClick={() => void generate()} loading={loading}>
          <FiAward aria-hidden /> Get your certificate
        </Button>
      )}
      {outcome && !outcome.ok ? <FormAlert>{outcome.message}</FormAlert> : null}
    </>
  );
}
