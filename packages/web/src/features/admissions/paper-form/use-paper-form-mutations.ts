import { useMutation } from '@apollo/client/react';
import type { PaperForm } from '@portal/domain';
import { graphql } from '../../../gql';
import { saveOutcome, type SaveOutcome } from '../section-save';
import { paperFormField, paperFormInput } from './paper-form-values';

/**
 * What the paper form's Submit and Save draft read of their ApplicationPayload: the
 * application's new status, which updates Apollo's cache, so the apply list and My
 * Application show it.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const PaperFormSavePayload = graphql(`
  fragment PaperFormSavePayload on ApplicationPayload {
    application {
      programId
      status
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const ApplicationSubmitPaperFormDocument = graphql(`
  mutation ApplicationSubmitPaperForm($input: ApplicationSubmitPaperFormInput!) {
    applicationSubmitPaperForm(input: $input) {
      ...PaperFormSavePayload @unmask
    }
  }
`);

const ApplicationSavePaperFormDraftDocument = graphql(`
  mutation ApplicationSavePaperFormDraft($input: ApplicationSavePaperFormDraftInput!) {
    applicationSavePaperFormDraft(input: $input) {
      ...PaperFormSavePayload @unmask
    }
  }
`);

/**
 * The paper form's two mutations for one program.
 *
 * `submit` (spec part 3, sections 4.1 and 5.2): the gateway runs the 16 checks in order
 * and puts the application under review; it answers the payload, or undefined when no
 * answer came.
 *
 * `saveDraft` (docs/decisions/065): the form as it stands goes to the gateway, which
 * keeps it with status DRAFT without the submit checks of section 5.2, so the applicant
 * can leave and come back (docs/architecture.md invariant 7). A refusal (a file that is not
 * the applicant's, a status that no longer opens the form) comes back as the first
 * failure; a save that did not happen, as a failure to retry.
 */
export function usePaperFormMutations(programId: string) {
  const [submit] = useMutation(ApplicationSubmitPaperFormDocument);
  const [saveDraft] = useMutation(ApplicationSavePaperFormDraftDocument);
  return {
    submit: async (form: PaperForm) =>
      (
        await submit({
          variables: { input: { programId, form: paperFormInput(form) } },
        })
      ).data?.applicationSubmitPaperForm,
    saveDraft: (form: PaperForm): Promise<SaveOutcome> =>
      saveOutcome(
        async () =>
          (
            await saveDraft({
              variables: { input: { programId, form: paperFormInput(form) } },
            })
          ).data?.applicationSavePaperFormDraft,
        paperFormField,
      ),
  };
}
