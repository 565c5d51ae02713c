import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationVariant, ApplicationDocumentsInput } from '../../../gql/graphql';

const ApplicationSaveDocumentsDocument = graphql(`
  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {
    applicationSaveDocuments(input: $input) {
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
 * Saves the wizard's Upload Documents tab (spec part 3, sections 5.5 and 5.6): the stored names of the uploaded files. The payload carries the application as the gateway now
 * has it, read with the wizard's fragment: Apollo's cache (Application is keyed by its
 * program) updates the wizard's query by itself. `variant` says which wizard acts.
 */
export function useApplicationSaveDocumentsMutation(variant: ApplicationVariant, programId: string) {
  const [mutate] = useMutation(ApplicationSaveDocumentsDocument);
  return useCallback(
    async (documents: ApplicationDocumentsInput) => (await mutate({ variables: { input: { variant, programId, documents } } })).data?.applicationSaveDocuments,
    [mutate, programId, variant],
  );
}
