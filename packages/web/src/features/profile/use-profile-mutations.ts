import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

/**
 * What Submit and a document's delete read back: the saved profile, or why not.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const ProfileUpdatePayloadFields = graphql(`
  fragment ProfileUpdatePayloadFields on ProfileUpdatePayload {
    message
    profile {
      ...ProfileForm_profile
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const ProfileUpdateDocument = graphql(`
  mutation ProfileUpdate($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      ...ProfileUpdatePayloadFields @unmask
    }
  }
`);

const ProfileDocumentDeleteDocument = graphql(`
  mutation ProfileDocumentDelete($input: ProfileDocumentDeleteInput!) {
    profileDocumentDelete(input: $input) {
      ...ProfileUpdatePayloadFields @unmask
    }
  }
`);

/** Submit (spec part 3, 7.3: /updateuserprofile). */
export function useProfileUpdateMutation() {
  return usePayloadMutation(ProfileUpdateDocument, 'profileUpdate');
}

/** Yes to 'Are you sure you want to delete ?' (spec part 3, 4.3): the saved profile without the document. */
export function useProfileDocumentDeleteMutation() {
  return usePayloadMutation(ProfileDocumentDeleteDocument, 'profileDocumentDelete');
}
