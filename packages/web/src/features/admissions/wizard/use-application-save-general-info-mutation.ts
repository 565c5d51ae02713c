import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationVariant, GeneralInfoInput } from '../../../gql/graphql';

const ApplicationSaveGeneralInfoDocument = graphql(`
  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {
    applicationSaveGeneralInfo(input: $input) {
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
 * Saves the wizard's General Information tab (spec part 3, sections 3.2 and 5.3). The payload carries the application as the gateway now
 * has it, read with the wizard's fragment: Apollo's cache (Application is keyed by its
 * program) updates the wizard's query by itself. `variant` says which wizard acts.
 */
export function useApplicationSaveGeneralInfoMutation(variant: ApplicationVariant, programId: string) {
  const [mutate] = useMutation(ApplicationSaveGeneralInfoDocument);
  return useCallback(
    async (generalInfo: GeneralInfoInput) => (await mutate({ variables: { input: { variant, programId, generalInfo } } })).data?.applicationSaveGeneralInfo,
    [mutate, programId, variant],
  );
}
