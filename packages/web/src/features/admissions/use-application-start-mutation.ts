import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ApplicationStartDocument = graphql(`
  mutation ApplicationStart($input: ApplicationStartInput!) {
    applicationStart(input: $input) {
      enrolledProgram {
        id
        programId
        title
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * Start on the apply list: enrols the learner in an approved (or directly open) program
 * (spec part 3, section 4.1). The learner's programs are dropped from the cache, so My
 * Programs shows the new one with its progress, and the apply list its new action.
 */
export function useApplicationStartMutation(viewerId: string | undefined) {
  const [mutate] = useMutation(ApplicationStartDocument, {
    update(cache, { data }) {
      if (!data?.applicationStart.enrolledProgram || !viewerId) return;
      const id = cache.identify({ __typename: 'Viewer', id: viewerId });
      cache.evict({ id, fieldName: 'programs' });
      cache.evict({ id, fieldName: 'applyTabs' });
      cache.evict({ id, fieldName: 'applications' });
      cache.gc();
    },
  });
  const start = async (programId: string) => {
    const { data } = await mutate({ variables: { input: { programId } } });
    if (!data) throw new Error('No answer to applicationStart');
    return data.applicationStart;
  };
  return { start };
}
