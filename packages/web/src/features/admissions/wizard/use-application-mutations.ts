import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApplicationVariant, EducationInput, GeneralInfoInput, ApplicationDocumentsInput, ScholarshipInput } from '../../../gql/graphql';
import { formField, saveOutcome, type SaveOutcome } from '../section-save';

// Each save returns the application as the gateway now has it, read with the
// wizard's own fragment, so the wizard shows what was really stored.
const ApplicationSaveGeneralInfoDocument = graphql(`
  mutation ApplicationSaveGeneralInfo($input: ApplicationSaveGeneralInfoInput!) {
    applicationSaveGeneralInfo(input: $input) {
      application {
        ...ApplicationWizard_application
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const ApplicationSaveEducationDocument = graphql(`
  mutation ApplicationSaveEducation($input: ApplicationSaveEducationInput!) {
    applicationSaveEducation(input: $input) {
      application {
        ...ApplicationWizard_application
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const ApplicationSaveDocumentsDocument = graphql(`
  mutation ApplicationSaveDocuments($input: ApplicationSaveDocumentsInput!) {
    applicationSaveDocuments(input: $input) {
      application {
        ...ApplicationWizard_application
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const ApplicationSaveScholarshipDocument = graphql(`
  mutation ApplicationSaveScholarship($input: ApplicationSaveScholarshipInput!) {
    applicationSaveScholarship(input: $input) {
      application {
        ...ApplicationWizard_application
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const ApplicationSubmitDocument = graphql(`
  mutation ApplicationSubmit($input: ApplicationSubmitInput!) {
    applicationSubmit(input: $input) {
      application {
        ...ApplicationWizard_application
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

type Payload<A> = { application?: A | null; userErrors: readonly { field?: string | null; message: string }[] };

/** The gateway's paths to a section's fields, stripped so they match the form's names. */
const FIELD_PREFIXES = ['input', 'generalInfo', 'education', 'documents', 'scholarship'] as const;

/**
 * Runs one save and says what became of it. `onSaved` gets the stored application.
 * userErrors come back as the first failure, as the form's own check would show it.
 */
export function runSave<A>(call: () => Promise<Payload<A> | undefined>, onSaved: (application: A | null) => void): Promise<SaveOutcome> {
  return saveOutcome(call, (field) => formField(field, FIELD_PREFIXES), (payload) => onSaved(payload.application ?? null));
}

/**
 * The wizard's saves (spec part 3, sections 4.2 and 7.1): one mutation per tab (the
 * gateway sends action 0 with pstatus 1) and the final submit (action 2, pstatus 2).
 * `variant` says which wizard acts; the pre-registration one is known by the
 * scholarship check's cookie, not by anything the page sends.
 */
export function useApplicationMutations(variant: ApplicationVariant, programId: string) {
  const [saveGeneralInfo] = useMutation(ApplicationSaveGeneralInfoDocument);
  const [saveEducation] = useMutation(ApplicationSaveEducationDocument);
  const [saveDocuments] = useMutation(ApplicationSaveDocumentsDocument);
  const [saveScholarship] = useMutation(ApplicationSaveScholarshipDocument);
  const [submit] = useMutation(ApplicationSubmitDocument);

  return useMemo(
    () => ({
      generalInfo: async (generalInfo: GeneralInfoInput) =>
        (await saveGeneralInfo({ variables: { input: { variant, programId, generalInfo } } })).data?.applicationSaveGeneralInfo,
      education: async (education: EducationInput) =>
        (await saveEducation({ variables: { input: { variant, programId, education } } })).data?.applicationSaveEducation,
      documents: async (documents: ApplicationDocumentsInput) =>
        (await saveDocuments({ variables: { input: { variant, programId, documents } } })).data?.applicationSaveDocuments,
      scholarship: async (scholarship: ScholarshipInput) =>
        (await saveScholarship({ variables: { input: { variant, programId, scholarship } } })).data?.applicationSaveScholarship,
      submit: async () => (await submit({ variables: { input: { variant, programId } } })).data?.applicationSubmit,
    }),
    [programId, saveDocuments, saveEducation, saveGeneralInfo, saveScholarship, submit, variant],
  );
}
