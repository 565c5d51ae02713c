import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import { FiBookOpen } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ScreenHeading } from '../../components/screen-heading';
import { ScreenState, type ScreenStateProps } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';

/** A learner with no program yet: the way to apply for one (My Programs, View all). */
export function NotEnrolledYet({ description }: { description: string }) {
  return <EmptyView icon={<FiBookOpen />} title="You are not enrolled in any program yet" description={description} link={{ to: LEARNER_PATHS.applyProgram, label: 'Apply for a program' }} />;
}

/** What a screen about one of the learner's programs asks: the enrolment, by the id it is given. */
type EnrolmentDocument<TData, E> = TypedDocumentNode<TData & { viewer?: { enrolledProgram?: E | null } | null }, { id: string }>;

/**
 * The query of a screen about one of the learner's programs, the enrolment that ?program=
 * names (docs/decisions/123-program-pages-name-the-enrolment.md); not asked without one.
 */
export function useEnrolmentQuery<TData, E>(document: EnrolmentDocument<TData, E>) {
  const [params] = useSearchParams();
  const id = params.get('program') ?? '';
  const query = useQuery(document, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  return { id, query, enrolment: query.data?.viewer?.enrolledProgram };
}

function BackToMyPrograms() {
  return (
    <Button asChild colorPalette="brand" variant="outline">
      <Link to={LEARNER_PATHS.myPrograms}>Choose a program</Link>
    </Button>
  );
}

/**
 * The states of such a screen, which shows the program's `shows` (its courses, its
 * information): without a program in the address, where to choose one; for a program that
 * is not the learner's, that it is not; else the loading (`skeletons` cards), error and
 * content of ScreenState. Until there is a program to name, the screen is headed by `title`
 * (issue 31: every screen opens with its one h1, so a screen reader's list of headings and
 * the page's outline never come up empty); the content heads itself with the program's title.
 */
export function EnrolmentScreenState<E>({
  screen: { id, query, enrolment },
  title,
  shows,
  skeletons,
  children,
}: {
  screen: { id: string; query: ScreenStateProps<E>['query']; enrolment: E | null | undefined };
  title: string;
  shows: string;
  skeletons: number;
  children: (enrolment: E) => ReactNode;
}) {
  if (id && enrolment !== null && enrolment !== undefined) return <>{children(enrolment)}</>;
  return (
    <Stack gap="6">
      <ScreenHeading title={title} />
      {!id ? (
        <EmptyView icon={<FiBookOpen />} title={`Choose a program to see its ${shows}`} action={<BackToMyPrograms />} />
      ) : (
        <ScreenState
          query={query}
          value={enrolment}
          loading={<CardSkeletons count={skeletons} label={`Loading the program's ${shows}`} />}
          errorTitle={`We could not load this program's ${shows}`}
          missing={<EmptyView icon={<FiBookOpen />} title="This program is not among your programs" action={<BackToMyPrograms />} />}
        />
      )}
    </Stack>
  );
}
