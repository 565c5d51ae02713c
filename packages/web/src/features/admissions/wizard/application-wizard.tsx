import { useEffect, useRef, useState } from 'react';
import { Box, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { FiCheckCircle, FiLock } from 'react-icons/fi';
import {
  APPLICATION_SUBMITTED,
  normaliseSection,
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
import { clearDraft, draftKey } from '../draft-storage';
import { NoticeDialog } from '../notice-dialog';
import type { SaveOutcome } from '../section-save';
import { DocumentsTab } from './documents-tab';
import { EducationTab } from './education-tab';
import { GeneralInfoTab } from './general-info-tab';
import { ReviewTab, type ReviewDocument } from './review-tab';
import { ScholarshipTab } from './scholarship-tab';
import { runSave, useApplicationMutations } from './use-application-mutations';

export const ApplicationWizard_application = graphql(`
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

/** The partner data of an e-VBAB applicant (spec part 3, section 3.2: evbabdata). */
export type PartnerData = { firstName: string; lastName: string; email: string; learningCenter: string; learningCenterName: string };

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

/** A file just saved: its signed address comes with the next load. */
const storedFile = (name: string) => (name ? { name, url: null } : null);

function savedSections(app: Application): Record<SectionTab, boolean> {
  return { general: Boolean(app.generalInfo), education: Boolean(app.education), documents: Boolean(app.documents), scholarship: Boolean(app.scholarship) };
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
  const loaded = getFragmentData(ApplicationWizard_application, ref);
  const [app, setApp] = useState<Application>(loaded);
  const [saved, setSaved] = useState(() => savedSections(loaded));
  const preRegistration = variant === 'preregistration';
  const showScholarship = preRegistration || loaded.partnerChannel;
  const tabs: TabKey[] = showScholarship ? ['general', 'education', 'documents', 'scholarship', 'review'] : ['general', 'education', 'documents', 'review'];
  const mutations = useApplicationMutations(preRegistration ? 'PRE_REGISTRATION' : 'WIZARD', loaded.programId);
  const [announcement, setAnnouncement] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [focusTab, setFocusTab] = useState<TabKey | null>(null);
  const triggers = useRef(new Map<TabKey, HTMLButtonElement | null>());

  // spec part 3, section 4.2: General unlocks Education, Education unlocks Upload
  // Documents, Upload Documents unlocks Scholarship and Review; the gateway refuses
  // a save out of this order with the same domain rule.
  const unlocked = (tab: TabKey, s = saved): boolean => sectionUnlocked(SECTION_OF_TAB[tab], (section) => s[TAB_OF_SECTION[section]]);

  const [active, setActive] = useState<TabKey>(() => {
    const s = savedSections(loaded);
    return tabs.find((t) => t !== 'review' && unlocked(t, s) && !s[t]) ?? (unlocked('review', s) ? 'review' : 'general');
  });

  const key = (form: string) => draftKey({ applicant, programId: loaded.programId, form: `wizard-${form}` });

  const moveOn = (from: SectionTab) => {
    const next = tabs[tabs.indexOf(from) + 1] ?? 'review';
    setSaved((s) => ({ ...s, [from]: true }));
    setActive(next);
    setAnnouncement(`${TAB_LABELS[from]} saved. ${TAB_LABELS[next]} is open.`);
    setFocusTab(next);
  };

  const afterSave = (tab: SectionTab, patch: (a: Application) => Application) => (stored: FragmentType<typeof ApplicationWizard_application> | null) => {
    setApp((a) => (stored ? getFragmentData(ApplicationWizard_application, stored) : patch(a)));
    clearDraft(key(tab));
    moveOn(tab);
  };

  const saveGeneral = (v: GeneralInfo): Promise<SaveOutcome> => {
    const { email: _email, ...generalInfo } = v;
    return runSave(
      // An empty date input is a day not given: null, since the schema's Date refuses ''.
      () => mutations.generalInfo({ ...generalInfo, dateOfBirth: generalInfo.dateOfBirth || null }),
      afterSave('general', (a) => ({ ...a, generalInfo: { __typename: 'GeneralInfo', ...v, email } })),
    );
  };
  const saveEducation = (v: Education): Promise<SaveOutcome> =>
    runSave(() => mutations.education(v), afterSave('education', (a) => ({ ...a, education: { __typename: 'Education', ...v } })));
  const saveDocuments = (v: Documents): Promise<SaveOutcome> =>
    runSave(
      () => mutations.documents(v),
      afterSave('documents', (a) => ({
        ...a,
        documents: {
          certificate: storedFile(v.certificate),
          transcripts: storedFile(v.transcripts),
          passport: storedFile(v.passport),
          nationalId: storedFile(v.nationalId),
          profilePhoto: storedFile(v.profilePhoto),
        },
      })),
    );
  const saveScholarship = (v: Scholarship): Promise<SaveOutcome> =>
    runSave(
      () => mutations.scholarship({ scholarship: v.scholarship, learningCenter: v.learningCenter }),
      afterSave('scholarship', (a) => ({ ...a, scholarship: { __typename: 'ScholarshipChoice', ...v } })),
    );
  const submit = (): Promise<SaveOutcome> =>
    runSave(
      () => mutations.submit(),
      () => {
        for (const tab of ['general', 'education', 'documents', 'scholarship'] as const) clearDraft(key(tab));
        setSubmitted(true);
      },
    );

  // ---- what each tab starts from --------------------------------------------
  const generalInitial = (): GeneralInfo =>
    normaliseSection(
      'generalinfo',
      app.generalInfo ?? {
        // spec part 3, section 4.2: a partner-channel applicant's name and e-mail come from the partner data.
        firstName: partner?.firstName ?? '',
        lastName: partner?.lastName ?? '',
      },
    );
  const educationInitial = (): Education => normaliseSection('education', app.education ?? {});
  const documentsInitial = (): Documents =>
    normaliseSection('uploaddoc', Object.fromEntries(DOCUMENT_KEYS.map((k) => [k, app.documents?.[k]?.name ?? ''])));
  const scholarshipValues = (): Scholarship => {
    const stored = app.scholarship ? normaliseSection('scholarship', app.scholarship) : null;
    // spec part 3, section 4.2: with evbab, scholarship is Yes and the partner learning centre is filled in.
    return {
      scholarship: stored?.scholarship || 'Yes',
      learningCenter: stored?.learningCenter || partner?.learningCenterName || '',
      learningCenterCode: stored?.learningCenterCode || partner?.learningCenter || '',
      learningCenterName: stored?.learningCenterName || partner?.learningCenterName || '',
    };
  };

  // The centre the partner data registered the applicant at: the pre-registration partner data, or
  // the one stored with a signed-in partner-channel application (spec part 3, section 4.2).
  const partnerLearningCenter = partner?.learningCenter
    ? { code: partner.learningCenter, name: partner.learningCenterName }
    : app.scholarship?.learningCenterCode
      ? { code: app.scholarship.learningCenterCode, name: app.scholarship.learningCenterName }
      : null;

  const urls: Record<string, string | null | undefined> = Object.fromEntries(
    DOCUMENT_KEYS.flatMap((k) => (app.documents?.[k] ? [[app.documents[k].name, app.documents[k].url]] : [])),
  );
  const reviewDocuments: ReviewDocument[] | null = app.documents
    ? [
        { label: 'Certificate', file: app.documents.certificate },
        { label: 'Transcripts', file: app.documents.transcripts },
        { label: 'Passport', file: app.documents.passport },
        { label: preRegistration ? 'Other Govt Files' : 'National ID Document', file: app.documents.nationalId },
        { label: preRegistration ? 'Profile (Passport size) photo' : 'Profile photo', file: app.documents.profilePhoto },
      ].map(({ label, file }) => ({ label, name: file?.name ?? null, url: file?.url ?? null }))
    : null;
  // spec part 3, section 2.4: without a Scholarship tab, Review shows the choice and learning centre when scholarship applies.
  const reviewScholarship = showScholarship
    ? scholarshipValues()
    : app.scholarship?.scholarship === 'Yes'
      ? normaliseSection('scholarship', app.scholarship)
      : null;

  const position = tabs.indexOf(active) + 1;

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

  return (
    <Stack gap="4">
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
      <Tabs.Root
        value={active}
        onValueChange={(e) => setActive(e.value as TabKey)}
        variant="line"
        colorPalette="brand"
        activationMode="manual"
      >
        {/* Below 768 px the tabs wrap onto a second row rather than scroll, so no label is cut ("Uplo…"). */}
        <Box overflowX={{ base: 'visible', md: 'auto' }}>
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
                  {!open && !blocked ? <Text as="span" srOnly>(locked until the previous section is saved)</Text> : null}
                  {open && done ? <Text as="span" srOnly>(saved)</Text> : null}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </Box>
        <HStack justify="space-between" pt="3" color="fg.muted" fontSize="sm">
          <Text>
            Step {position} of {tabs.length}: {TAB_LABELS[active]}
          </Text>
          {app.id ? <Text hideBelow="sm">Application {app.id}</Text> : null}
        </HStack>
        <Box bg="bg" borderWidth="1px" borderRadius="lg" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} mt="3">
          <Tabs.Content value="general" pt="0">
            <GeneralInfoTab
              variant={variant}
              email={email}
              storageKey={key('general')}
              initial={generalInitial}
              disabled={blocked}
              onSave={saveGeneral}
            />
          </Tabs.Content>
          <Tabs.Content value="education" pt="0">
            <EducationTab variant={variant} storageKey={key('education')} initial={educationInitial} disabled={blocked} onSave={saveEducation} />
          </Tabs.Content>
          <Tabs.Content value="documents" pt="0">
            <DocumentsTab
              variant={variant}
              storageKey={key('documents')}
              initial={documentsInitial}
              urls={urls}
              disabled={blocked}
              onSave={saveDocuments}
            />
          </Tabs.Content>
          {showScholarship ? (
            <Tabs.Content value="scholarship" pt="0">
              <ScholarshipTab
                storageKey={key('scholarship')}
                initial={scholarshipValues}
                partnerLearningCenter={partnerLearningCenter}
                disabled={blocked}
                onSave={saveScholarship}
              />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="review" pt="0">
            <ReviewTab
              variant={variant}
              generalInfo={app.generalInfo ? normaliseSection('generalinfo', app.generalInfo) : null}
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
