import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { FiBookOpen } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ScreenState, type ScreenStateProps } from '../../components/screen-state';
import { EmptyView } from '../../components/states';

/** A learner with no program yet: the way to apply for one (My Programs, View all). */
export function NotEnrolledYet({ description }: { description: string }) {
  return <EmptyView icon={<FiBookOpen />} title="You are not enrolled in any program yet" description={description} link={{ to: LEARNER_PATHS.applyProgram, label: 'Apply for a program' }} />;
}

/**
 * The query of a screen about one of the learner's programs, the enrolment that ?program=
 * names (docs/decisions/123-program-pages-name-the-enrolment.md); not asked without one.
 */
export function useEnrolmentQuery<TData>(document: TypedDocumentNode<TData, { id: string }>) {
  const [params] = useSearchParams();
  const id = params.get('program') ?? '';
  const query = useQuery(document, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  return { id, query };
}

function BackToMyPrograms() {
  return (
    <Button asChild colorPalette="brand" variant="outline">
      <Link to={LEARNER_PATHS.myPrograms}>Choose a program</Link>
    </Button>
  );
}

/**
 * The states of such a screen: without a program in the address, where to choose one
 * (`chooseTitle`); for a program that is not the learner's, that it is not; else the
 * loading, error and content of ScreenState.
 */
export function EnrolmentScreenState<T>({ id, chooseTitle, ...state }: { id: string; chooseTitle: string } & Omit<ScreenStateProps<T>, 'isEmpty' | 'empty' | 'missing'>) {
  if (!id) return <EmptyView icon={<FiBookOpen />} title={chooseTitle} action={<BackToMyPrograms />} />;
  return <ScreenState {...state} isEmpty={() => false} missing={<EmptyView icon={<FiBookOpen />} title="This program is not among your programs" action={<BackToMyPrograms />} />} />;
}
