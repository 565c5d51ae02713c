import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PaperForm } from '@portal/domain';
import { graphql } from '../../../gql';
import { saveOutcome, type SaveOutcome } from '../section-save';
import { paperFormField, paperFormInput } from './paper-form-values';

const ApplicationSavePaperFormDraftDocument = graphql(`
  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {
    applicationSavePaperFormDraft(input: $input) {
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
 * Save draft on the paper form (docs/decisions/065): the form as it stands goes to the
 * gateway, which keeps it with status DRAFT without the submit checks of spec part 3,
 * section 5.2, so the applicant can leave and come back (ARCHITECTURE.md invariant 7).
 * A refusal (a file that is not the applicant's, a status that no longer opens the
 * form) comes back as the first failure; a save that did not happen, as a failure to
 * retry.
 */
export function usePaperFormDraftMutation(programId: string) {
  const [mutate] = useMutation(ApplicationSavePaperFormDraftDocument);
  const saveDraft = useCallback(
    (form: PaperForm): Promise<SaveOutcome> =>
      saveOutcome(
        async () => (await mutate({ variables: { input: { programId, form: paperFormInput(form) } } })).data?.applicationSavePaperFormDraft,
        paperFormField,
      ),
    [mutate, programId],
  );
  return { saveDraft };
}
