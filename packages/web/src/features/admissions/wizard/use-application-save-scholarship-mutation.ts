import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationVariant, ScholarshipInput } from '../../../gql/graphql';

const ApplicationSaveScholarshipDocument = graphql(`
  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {
    applicationSaveScholarship(input: $input) {
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
 * Saves the wizard's Scholarship tab (spec part 3, sections 3.2 and 4.2). The payload carries the application as the gateway now
 * has it, read with the wizard's fragment: Apollo's cache (Application is keyed by its
 * program) updates the wizard's query by itself. `variant` says which wizard acts.
 */
export function useApplicationSaveScholarshipMutation(variant: ApplicationVariant, programId: string) {
  const [mutate] = useMutation(ApplicationSaveScholarshipDocument);
  return useCallback(
    async (scholarship: ScholarshipInput) => (await mutate({ variables: { input: { variant, programId, scholarship } } })).data?.applicationSaveScholarship,
    [mutate, programId, variant],
  );
}
