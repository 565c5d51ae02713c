import { useEffect, useRef, useState } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '../../../components/later-components';
import { FiCheckCircle, FiLock } from 'react-icons/fi';
import {
  APPLICATION_SUBMITTED,
  booleanOfYesNo,
  choiceLabel,
  choiceName,
  GENDER_LABELS,
  normaliseSection,
  yesNoOfBoolean,
  sectionUnlocked,
  type Documents,
  type Education,
  type GeneralInfo,
  type Scholarship,
  type WizardSection,
  type WizardVariant,
} from '@portal/domain';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { ApplicationWizard_ApplicationFragment } from '../../../gql/graphql';
import type { UserError } from '../../../lib/mutation-outcome';
import { clearDraft, draftKey } from '../draft-storage';
import { NoticeDialog } from '../notice-dialog';
import { formField, saveOutcome, type SaveOutcome } from '../section-save';
import { DocumentsTab } from './documents-tab';
import { EducationTab } from './education-tab';
import { GeneralInfoTab } from './general-info-tab';
import { ReviewTab, type ReviewDocument } from './review-tab';
import { ScholarshipTab } from './scholarship-tab';
import type { SectionTabProps } from './section-tab';
import { useApplicationWizardMutations } from './use-application-wizard-mutations';

const ApplicationWizard_application = graphql(`
  fragment ApplicationWizard_application on Application {
    id
    programId
    programName
    status
    editable
    partnerChannel
    generalInfo {
      firstName
      middleName
      lastName
      email
      countryCode
      phone
      gender
      dateOfBirth
      fatherName
      motherName
      internationalStudent
      passportNumber
      nationalId
      permanentAddress1
      permanentAddress2
      permanentAddress3
      permanentState
      permanentCity
      permanentPin
      permanentCountry
      presentSameAsPermanent
      presentAddress1
      presentAddress2
      presentAddress3
      presentState
      presentCity
      presentPin
      countryOfResidence
    }
    education {
      schoolName
      schoolAddress1
      schoolAddress2
      schoolAddress3
      schoolCountry
      schoolPincode
      universityName
      universityAddress1
      universityAddress2
      universityAddress3
      universityCountry
      universityZip
      educationType
      specialization
      experience
      workDescription
    }
    documents {
      certificate {
        name
        url
      }
      transcripts {
        name
        url
      }
      passport {
        name
        url
      }
      nationalId {
        name
        url
      }
      profilePhoto {
        name
        url
      }
    }
    scholarship {
      scholarship
      learningCenter
      learningCenterCode
      learningCenterName
    }
  }
`);

type Application = ApplicationWizard_ApplicationFragment;
type SectionTab = 'general' | 'education' | 'documents' | 'scholarship';
type TabKey = SectionTab | 'review';

const TAB_LABELS: Record<TabKey, string> = {
  general: 'General Information',
  education: 'Education',
  documents: 'Upload Documents',
  scholarship: 'Scholarship',
  review: 'Review',
};

/** The domain's section behind each tab, and back. */
const SECTION_OF_TAB = { general: 'generalinfo', education: 'education', documents: 'uploaddoc', scholarship: 'scholarship', review: 'review' } as const;
const TAB_OF_SECTION = { generalinfo: 'general', education: 'education', uploaddoc: 'documents', scholarship: 'scholarship' } as const satisfies Record<WizardSection, SectionTab>;

const DOCUMENT_KEYS = ['certificate', 'transcripts', 'passport', 'nationalId', 'profilePhoto'] as const;

/** The partner data of a partner-channel (e-VBAB) applicant (spec part 3, section 3.2). */
type PartnerData = { firstName: string; lastName: string; email: string; learningCenter: string; learningCenterName: string };

export type ApplicationWizardProps = {
  application: FragmentType<typeof ApplicationWizard_application>;
  variant: WizardVariant;
  /** who is applying, to keep one person's unsaved typing from another's (the viewer id, or the partner e-mail) */
  applicant: string;
  /** the read-only e-mail of the General tab */
  email: string;
  partner?: PartnerData | null;
  /** every tab disabled: the pre-registration application was already submitted (spec part 3, section 4.2) */
  blocked?: boolean;
  /** after 'Application Submitted!' is dismissed */
  onSubmitted: () => void;
};

/** The gateway's paths to a section's fields, stripped so they match the form's names. */
const FIELD_PREFIXES = ['input', 'generalInfo', 'education', 'documents', 'scholarship'] as const;
const fieldOf = (field: string | null | undefined) => formField(field, FIELD_PREFIXES);

/** Stored General Information in the form's words: the schema's Gender and Boolean as the spec's labels (docs/decisions/097). */
function generalInfoValues(stored: NonNullable<Application['generalInfo']>): GeneralInfo {
  const { __typename: _type, gender, internationalStudent, dateOfBirth, ...rest } = stored as typeof stored & { __typename?: string };
  return normaliseSection('generalinfo', {
    ...rest,
    gender: choiceLabel(GENDER_LABELS, gender),
    internationalStudent: yesNoOfBoolean(internationalStudent),
    dateOfBirth: dateOfBirth ?? '',
  });
}

/** The stored scholarship choice in the form's words. */
function scholarshipValues(stored: NonNullable<Application['scholarship']>): Scholarship {
  const { __typename: _type, scholarship, ...rest } = stored as typeof stored & { __typename?: string };
  return normaliseSection('scholarship', { ...rest, scholarship: yesNoOfBoolean(scholarship) });
}

function savedSections(app: Application): Record<SectionTab, boolean> {
  return { general: Boolean(app.generalInfo), education: Boolean(app.education), documents: Boolean(app.documents), scholarship: Boolean(app.scholarship) };
}

/** What each tab starts from: the stored section, else (for a partner-channel applicant) the partner data. */
function initialValues(app: Application, partner: PartnerData | null | undefined) {
  const generalInitial = (): GeneralInfo =>
    normaliseSection(
      'generalinfo',
      app.generalInfo
        ? generalInfoValues(app.generalInfo)
        : {
            // spec part 3, section 4.2: a partner-channel applicant's name and e-mail come from the partner data.
            firstName: partner?.firstName ?? '',
            lastName: partner?.lastName ?? '',
          },
    );
  const educationInitial = (): Education => normaliseSection('education', app.education ?? {});
  const documentsInitial = (): Documents => normaliseSection('uploaddoc', Object.fromEntries(DOCUMENT_KEYS.map((k) => [k, app.documents?.[k]?.name ?? ''])));
  const scholarshipInitial = (): Scholarship => {
    const stored = app.scholarship ? scholarshipValues(app.scholarship) : null;
    // spec part 3, section 4.2: a partner-channel applicant's scholarship is Yes and the partner learning centre is filled in.
    return {
      scholarship: stored?.scholarship || 'Yes',
      learningCenter: stored?.learningCenter || partner?.learningCenterName || '',
      learningCenterCode: stored?.learningCenterCode || partner?.learningCenter || '',
      learningCenterName: stored?.learningCenterName || partner?.learningCenterName || '',
    };
  };
  return { generalInitial, educationInitial, documentsInitial, scholarshipInitial };
}

/**
 * The centre the partner data registered the applicant at: the pre-registration partner data, or
 * the one stored with a signed-in partner-channel application (spec part 3, section 4.2).
 */
function partnerLearningCenterOf(app: Application, partner: PartnerData | null | undefined) {
  return partner?.learningCenter
    ? { code: partner.learningCenter, name: partner.learningCenterName }
    : app.scholarship?.learningCenterCode
      ? { code: app.scholarship.learningCenterCode, name: app.scholarship.learningCenterName }
      : null;
}

/** The stored documents' links, by file name (the Upload Documents tab shows them). */
function documentUrls(app: Application): Record<string, string | null | undefined> {
  return Object.fromEntries(DOCUMENT_KEYS.flatMap((k) => (app.documents?.[k] ? [[app.documents[k].name, app.documents[k].url]] : [])));
}

/** The documents as Review lists them, labelled as the variant names them. */
function reviewDocumentsOf(app: Application, preRegistration: boolean): ReviewDocument[] | null {
  return app.documents
    ? [
        { label: 'Certificate', file: app.documents.certificate },
        { label: 'Transcripts', file: app.documents.transcripts },
        { label: 'Passport', file: app.documents.passport },
        { label: preRegistration ? 'Other Govt Files' : 'National ID Document', file: app.documents.nationalId },
        { label: preRegistration ? 'Profile (Passport size) photo' : 'Profile photo', file: app.documents.profilePhoto },
      ].map(({ label, file }) => ({ label, name: file?.name ?? null, url: file?.url ?? null }))
    : null;
}

/** The tab list keeps the open tab in sight and gives the focus to the tab a save moved to. */
function useTabFocus(active: TabKey) {
  const [focusTab, setFocusTab] = useState<TabKey | null>(null);
  const triggers = useRef(new Map<TabKey, HTMLButtonElement | null>());
  // On a phone the tab list scrolls sideways: keep the open tab in sight.
  useEffect(() => {
    triggers.current.get(active)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // Focus follows a move after a save, so keyboard and screen-reader users are where the
  // form now is. After the commit: the tab was disabled until this render.
  useEffect(() => {
    if (!focusTab) return;
    triggers.current.get(focusTab)?.focus();
    setFocusTab(null);
  }, [focusTab]);
  return { triggers, setFocusTab };
}

/** The wizard's tabs: a locked one shows a lock and says why; a saved one a tick. */
function WizardTabList({
  tabs,
  unlocked,
  saved,
  blocked,
  triggers,
}: {
  tabs: TabKey[];
  unlocked: (tab: TabKey) => boolean;
  saved: Record<SectionTab, boolean>;
  blocked: boolean;
  triggers: React.RefObject<Map<TabKey, HTMLButtonElement | null>>;
}) {
  return (
    <Tabs.List minW={{ base: '0', md: 'max-content' }} flexWrap={{ base: 'wrap', md: 'nowrap' }} aria-label="Application sections">
      {tabs.map((tab) => {
        const open = unlocked(tab) && !blocked;
        const done = tab !== 'review' && saved[tab];
        return (
          <Tabs.Trigger
            key={tab}
            value={tab}
            disabled={!open}
            ref={(el) => {
              triggers.current.set(tab, el);
            }}
            whiteSpace="nowrap"
          >
            {!open ? <FiLock aria-hidden /> : done ? <FiCheckCircle aria-hidden /> : null}
            {TAB_LABELS[tab]}
            {!open && !blocked ? (
              <Text as="span" srOnly>
                (locked until the previous section is saved)
              </Text>
            ) : null}
            {open && done ? (
              <Text as="span" srOnly>
                (saved)
              </Text>
            ) : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}

/**
 * The application wizard (spec part 3, sections 2.4, 3.2, 4.2, 5.3-5.6 and 7.1), for
 * the signed-in learner and for the pre-registration applicant. Tabs: General
 * Information, Education, Upload Documents, Scholarship (pre-registration and
 * partner-channel applicants only) and Review. A tab is locked until the one before
 * it is saved; a save moves on to the next tab; a loaded application unlocks what it
 * has and opens where the applicant left off (docs/decisions/061-application-wizard.md).
 */
export function ApplicationWizard({ application: ref, variant, applicant, email, partner, blocked = false, onSubmitted }: ApplicationWizardProps) {
  // The application is the query's, kept current by Apollo's cache: each save's payload
  // carries it back (Application is keyed by its program), so nothing here mirrors it.
  // What the applicant is typing lives in each tab's form.
  const app = getFragmentData(ApplicationWizard_application, ref);
  const saved = savedSections(app);
  const preRegistration = variant === 'preregistration';
  const showScholarship = preRegistration || app.partnerChannel;
  const tabs: TabKey[] = showScholarship ? ['general', 'education', 'documents', 'scholarship', 'review'] : ['general', 'education', 'documents', 'review'];
  const wizard = preRegistration ? 'PRE_REGISTRATION' : 'WIZARD';
  const { saveGeneralInfo, saveEducation, saveDocuments, saveScholarship, submit: submitApplication } = useApplicationWizardMutations(wizard, app.programId);
  const [announcement, setAnnouncement] = useState('');
  const [submitted, setSubmitted] = useState(false);

  // spec part 3, section 4.2: General unlocks Education, Education unlocks Upload
  // Documents, Upload Documents unlocks Scholarship and Review; the gateway refuses
  // a save out of this order with the same domain rule.
  const unlocked = (tab: TabKey, s = saved): boolean => sectionUnlocked(SECTION_OF_TAB[tab], (section) => s[TAB_OF_SECTION[section]]);

  const [active, setActive] = useState<TabKey>(() => {
    const s = savedSections(app);
    return tabs.find((t) => t !== 'review' && unlocked(t, s) && !s[t]) ?? (unlocked('review', s) ? 'review' : 'general');
  });
  const { triggers, setFocusTab } = useTabFocus(active);

  const key = (form: string) => draftKey({ applicant, programId: app.programId, form: `wizard-${form}` });

  const moveOn = (from: SectionTab) => {
    const next = tabs[tabs.indexOf(from) + 1] ?? 'review';
    setActive(next);
    setAnnouncement(`${TAB_LABELS[from]} saved. ${TAB_LABELS[next]} is open.`);
    setFocusTab(next);
  };

  // A save is done once the cache has the stored application (the payload's); then the
  // applicant's unsaved copy of the tab goes and the next tab opens.
  const afterSave = (tab: SectionTab) => () => {
    clearDraft(key(tab));
    moveOn(tab);
  };

  /** What the wizard gives a section tab: its draft's key, what it starts from, and its save (`send`, then afterSave). */
  const sectionTab = <T,>(tab: SectionTab, initial: () => T, send: (values: T) => Promise<{ userErrors: readonly UserError[] } | null | undefined>): SectionTabProps<T> => ({
    storageKey: key(tab),
    initial,
    disabled: blocked,
    onSave: (values) => saveOutcome(() => send(values), fieldOf, afterSave(tab)),
  });

  const sendGeneral = (v: GeneralInfo) => {
    const { email: _email, gender, internationalStudent, ...generalInfo } = v;
    return saveGeneralInfo({
      ...generalInfo,
      gender: choiceName(GENDER_LABELS, gender),
      internationalStudent: booleanOfYesNo(internationalStudent),
      // An empty date input is a day not given: null, since the schema's Date refuses ''.
      dateOfBirth: generalInfo.dateOfBirth || null,
    });
  };
  const sendScholarship = (v: Scholarship) => saveScholarship({ scholarship: booleanOfYesNo(v.scholarship), learningCenter: v.learningCenter });
  const submit = (): Promise<SaveOutcome> =>
    saveOutcome(submitApplication, fieldOf, () => {
      for (const tab of ['general', 'education', 'documents', 'scholarship'] as const) clearDraft(key(tab));
      setSubmitted(true);
    });

  const { generalInitial, educationInitial, documentsInitial, scholarshipInitial } = initialValues(app, partner);
  const partnerLearningCenter = partnerLearningCenterOf(app, partner);
  const urls = documentUrls(app);
  const reviewDocuments = reviewDocumentsOf(app, preRegistration);
  // spec part 3, section 2.4: without a Scholarship tab, Review shows the choice and learning centre when scholarship applies.
  const reviewScholarship = showScholarship ? scholarshipInitial() : app.scholarship?.scholarship === true ? scholarshipValues(app.scholarship) : null;

  const position = tabs.indexOf(active) + 1;

  return (
    <Stack gap="4">
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
      <Tabs.Root value={active} onValueChange={(e) => setActive(e.value as TabKey)} variant="line" colorPalette="brand" activationMode="manual">
        {/* Below 768 px the tabs wrap onto a second row rather than scroll, so no label is cut ("Uplo…"). */}
        <Box overflowX={{ base: 'visible', md: 'auto' }}>
          <WizardTabList tabs={tabs} unlocked={unlocked} saved={saved} blocked={blocked} triggers={triggers} />
        </Box>
        <HStack justify="space-between" pt="3" color="fg.muted" fontSize="sm">
          <Text>
            Step {position} of {tabs.length}: {TAB_LABELS[active]}
          </Text>
          {app.id ? <Text hideBelow="sm">Application {app.id}</Text> : null}
        </HStack>
        <Box bg="bg" borderWidth="1px" borderRadius="lg" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} mt="3">
          <Tabs.Content value="general" pt="0">
            <GeneralInfoTab variant={variant} email={email} {...sectionTab('general', generalInitial, sendGeneral)} />
          </Tabs.Content>
          <Tabs.Content value="education" pt="0">
            <EducationTab variant={variant} {...sectionTab('education', educationInitial, saveEducation)} />
          </Tabs.Content>
          <Tabs.Content value="documents" pt="0">
            <DocumentsTab variant={variant} urls={urls} {...sectionTab('documents', documentsInitial, saveDocuments)} />
          </Tabs.Content>
          {showScholarship ? (
            <Tabs.Content value="scholarship" pt="0">
              <ScholarshipTab partnerLearningCenter={partnerLearningCenter} {...sectionTab('scholarship', scholarshipInitial, sendScholarship)} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="review" pt="0">
            <ReviewTab
              variant={variant}
              generalInfo={app.generalInfo ? generalInfoValues(app.generalInfo) : null}
              education={app.education ? normaliseSection('education', app.education) : null}
              documents={reviewDocuments}
              scholarship={reviewScholarship}
              canEditScholarship={showScholarship}
              onEdit={(tab) => setActive(tab)}
              disabled={blocked || submitted}
              onSubmit={submit}
            />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
      <NoticeDialog
        open={submitted}
        title={APPLICATION_SUBMITTED}
        // spec part 3, section 9: the applicant is promised a confirmation e-mail within 3 working days.
        description="It is now under review. A confirmation e-mail follows within 3 working days."
        onOk={onSubmitted}
      />
    </Stack>
  );
}
