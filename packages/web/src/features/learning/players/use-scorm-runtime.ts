import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ScormRuntimeDocument = graphql(`
  query ScormRuntime($courseId: ID!, $objectId: ID!) {
    scormRuntime(courseId: $courseId, objectId: $objectId) {
      objectId
      version
      launchUrl
      data
      sequence
      completed
    }
  }
`);

export const ScormCommitDocument = graphql(`
  mutation ScormCommit($input: ScormCommitInput!) {
    scormCommit(input: $input) {
      stored
      completed
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** The package and the learner's stored runtime data; asked on every visit, never from the cache (another tab may have committed). */
export function useScormRuntime(courseId: string, objectId: string) {
  return useQuery(ScormRuntimeDocument, { variables: { courseId, objectId }, fetchPolicy: 'network-only' });
}

export function useScormCommitMutation() {
  return useMutation(ScormCommitDocument);
}
