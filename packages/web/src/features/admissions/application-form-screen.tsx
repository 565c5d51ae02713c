import { useState, type ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';
import { ScreenState } from '../../components/screen-state';
import { LoadingState } from '../../components/states';
import { NotOpenForApplication } from './not-open-view';

/**
 * The query of a screen that opens one program's application (the wizard, the paper
 * form: `?pid=<programId>`). It goes to the network on every visit, which is also the
 * session check of spec part 1, section 4, and brings back the saved draft; a failed
 * upstream nulls only its field (errorPolicy 'all').
 */
export function useApplicationFormQuery<TData>(document: TypedDocumentNode<TData, { programId: string }>) {
  const [params] = useSearchParams();
  const programId = params.get('pid') ?? '';
  const query = useQuery(document, { variables: { programId }, skip: !programId, fetchPolicy: 'network-only', errorPolicy: 'all' });
  return { programId, query };
}

/**
 * Whether the form may open is decided once, on arrival (spec part 3, section 4.1): the
 * form's own submit changes the status, and the applicant must still see what it says
 * before going back. When it may not, back to the apply list.
 */
export function OpenOnArrival({ mayOpen, children }: { mayOpen: boolean; children: ReactNode }) {
  const [open] = useState(mayOpen);
  return open ? children : <Navigate to={LEARNER_PATHS.applyProgram} replace />;
}

/** The loading, error and "not open for application" states of such a screen (the form itself is the screen's). */
export function ApplicationFormState({
  query,
  application,
  loadingLabel,
  errorTitle,
}: {
  query: { error?: unknown; loading: boolean; refetch: () => unknown };
  application: unknown;
  loadingLabel: string;
  errorTitle: string;
}) {
  return <ScreenState query={query} value={application} loading={<LoadingState label={loadingLabel} />} errorTitle={errorTitle} missing={<NotOpenForApplication />} />;
}
