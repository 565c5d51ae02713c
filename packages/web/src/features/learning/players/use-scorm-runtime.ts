import { useMutation } from '@apollo/client/react';
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

const ScormCommitDocument = graphql(`
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

export function useScormCommitMutation() {
  return useMutation(ScormCommitDocument);
}
