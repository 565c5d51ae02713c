import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationVariant, EducationInput } from '../../../gql/graphql';

const ApplicationSaveEducationDocument = graphql(`
  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {
    applicationSaveEducation(input: $input) {
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
 * Saves the wizard's Education tab (spec part 3, sections 3.2 and 5.4). The payload carries the application as the gateway now
 * has it, read with the wizard's fragment: Apollo's cache (Application is keyed by its
 * program) updates the wizard's query by itself. `variant` says which wizard acts.
 */
export function useApplicationSaveEducationMutation(variant: ApplicationVariant, programId: string) {
  const [mutate] = useMutation(ApplicationSaveEducationDocument);
  return useCallback(
    async (education: EducationInput) => (await mutate({ variables: { input: { variant, programId, education } } })).data?.applicationSaveEducation,
    [mutate, programId, variant],
  );
}
