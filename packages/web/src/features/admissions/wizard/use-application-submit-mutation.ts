import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationVariant } from '../../../gql/graphql';

const ApplicationSubmitDocument = graphql(`
  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {
    applicationSubmit(input: $input) {
      application {
        ...ApplicationWizard_application
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * The wizard's final Submit (spec part 3, sections 4.2 and 7.1): the application goes
 * under review. The payload's application (status SUBMITTED) updates Apollo's cache.
 */
export function useApplicationSubmitMutation(variant: ApplicationVariant, programId: string) {
  const [mutate] = useMutation(ApplicationSubmitDocument);
  return useCallback(async () => (await mutate({ variables: { input: { variant, programId } } })).data?.applicationSubmit, [mutate, programId, variant]);
}
