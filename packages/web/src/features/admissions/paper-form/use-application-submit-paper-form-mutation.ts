import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PaperForm } from '@portal/domain';
import { graphql } from '../../../gql';
import { paperFormInput } from './paper-form-values';

const ApplicationSubmitPaperFormDocument = graphql(`
  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {
    applicationSubmitPaperForm(input: $input) {
      application {
        programId
        status
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * Submits the paper form (spec part 3, sections 4.1 and 5.2): the gateway runs the 16
 * checks in order and puts the application under review. The payload's application
 * (its new status) updates Apollo's cache, so the apply list and My Application show it.
 */
export function useApplicationSubmitPaperFormMutation(programId: string) {
  const [mutate] = useMutation(ApplicationSubmitPaperFormDocument);
  return useCallback(
    async (form: PaperForm) => (await mutate({ variables: { input: { programId, form: paperFormInput(form) } } })).data?.applicationSubmitPaperForm,
    [mutate, programId],
  );
}
