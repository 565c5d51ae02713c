import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationDocumentsInput, ApplicationVariant, EducationInput, GeneralInfoInput, ScholarshipInput } from '../../../gql/graphql';

/**
 * What each of the wizard's saves and its Submit read of their ApplicationPayload: the
 * application as the gateway now has it, with the wizard's fragment, so Apollo's cache
 * (Application is keyed by its program) updates the wizard's query by itself.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const ApplicationWizardSavePayload = graphql(`
  fragment ApplicationWizardSavePayload on ApplicationPayload {
    application {
      ...ApplicationWizard_application
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const ApplicationSaveGeneralInfoDocument = graphql(`
  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {
    applicationSaveGeneralInfo(input: $input) {
      ...ApplicationWizardSavePayload @unmask
    }
  }
`);

const ApplicationSaveEducationDocument = graphql(`
  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {
    applicationSaveEducation(input: $input) {
      ...ApplicationWizardSavePayload @unmask
    }
  }
`);

const ApplicationSaveDocumentsDocument = graphql(`
  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {
    applicationSaveDocuments(input: $input) {
      ...ApplicationWizardSavePayload @unmask
    }
  }
`);

const ApplicationSaveScholarshipDocument = graphql(`
  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {
    applicationSaveScholarship(input: $input) {
      ...ApplicationWizardSavePayload @unmask
    }
  }
`);

const ApplicationSubmitDocument = graphql(`
  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {
    applicationSubmit(input: $input) {
      ...ApplicationWizardSavePayload @unmask
    }
  }
`);

/**
 * The wizard's four saves and its final Submit, for one program and one wizard (`variant`
 * says which): General Information (spec part 3, sections 3.2 and 5.3), Education (3.2,
 * 5.4), Upload Documents (5.5, 5.6: the stored names of the uploaded files), Scholarship
 * (3.2, 4.2), and Submit (4.2, 7.1), which puts the application under review. Each
 * answers the payload, or undefined when no answer came.
 */
export function useApplicationWizardMutations(variant: ApplicationVariant, programId: string) {
  const [saveGeneralInfo] = useMutation(ApplicationSaveGeneralInfoDocument);
  const [saveEducation] = useMutation(ApplicationSaveEducationDocument);
  const [saveDocuments] = useMutation(ApplicationSaveDocumentsDocument);
  const [saveScholarship] = useMutation(ApplicationSaveScholarshipDocument);
  const [submit] = useMutation(ApplicationSubmitDocument);
  const wizard = { variant, programId };
  return {
    saveGeneralInfo: async (generalInfo: GeneralInfoInput) =>
      (
        await saveGeneralInfo({
          variables: { input: { ...wizard, generalInfo } },
        })
      ).data?.applicationSaveGeneralInfo,
    saveEducation: async (education: EducationInput) => (await saveEducation({ variables: { input: { ...wizard, education } } })).data?.applicationSaveEducation,
    saveDocuments: async (documents: ApplicationDocumentsInput) => (await saveDocuments({ variables: { input: { ...wizard, documents } } })).data?.applicationSaveDocuments,
    saveScholarship: async (scholarship: ScholarshipInput) =>
      (
        await saveScholarship({
          variables: { input: { ...wizard, scholarship } },
        })
      ).data?.applicationSaveScholarship,
    submit: async () => (await submit({ variables: { input: wizard } })).data?.applicationSubmit,
  };
}
