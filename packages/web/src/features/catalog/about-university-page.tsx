import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FiAward, FiBookOpen, FiGlobe, FiHeart, FiShield, FiUsers } from 'react-icons/fi';
import { PUBLIC_PATHS } from '../../app/paths';
import { ORGANISATION_NAME } from '../../components/brand';
import { ContentPage } from './content-page';
import { InfoCards, PageActions, PageSection } from './info-cards';

const FACTS = [
  { value: '6', label: 'levels of study, from certificates to a Doctor of Pharmacy' },
  { value: '4000', label: 'partner-country scholarships every year' },
  { value: '100%', label: 'online: lectures, assessments and certificates' },
];

const VALUES = [
  { icon: FiGlobe, title: 'Open to every learner', text: 'Wherever you live and whatever your timetable, a browser is all you need to study with us.' },
  { icon: FiBookOpen, title: 'Rigorous programs', text: 'Every program is designed by faculty and reviewed each year against what employers and professions ask for.' },
  { icon: FiUsers, title: 'Teaching with people', text: 'Instructors answer questions in every course, and classmates learn from each other in discussions.' },
  { icon: FiShield, title: 'Fair assessment', text: 'Quizzes and timed assessments are marked by the university, and results are explained to you.' },
  { icon: FiHeart, title: 'Support that stays', text: 'Admissions and learner support help from your first question to your final certificate.' },
  { icon: FiAward, title: 'Awards that count', text: 'Certificates, diplomas and degrees carry the university’s name and can be shared with employers.' },
];

/** About the university (/aboutJssaher; spec part 1, section 1: the About menu's first entry). */
export default function AboutUniversityPage() {
  return (
    <ContentPage
      title={`About ${ORGANISATION_NAME}`}
      tabTitle="About the university"
      lead="A university that brings a full education online: programs at every level, taught by faculty, for learners who study around work, family and distance."
    >
      <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="4" m="0">
        {FACTS.map((fact) => (
          <Stack key={fact.value} gap="1" borderRadius="lg" bg="brand.subtle" p="5">
            <Text as="dt" fontSize="3xl" fontWeight="bold" color="brand.fg" lineHeight="1">
              {fact.value}
            </Text>
            <Text as="dd" m="0" color="fg">
              {fact.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <PageSection id="about-mission" title="Our mission">
        <Text>
          {ORGANISATION_NAME} exists so that a good university education does not depend on where you live. We started with a handful of certificate courses for working professionals; today our
          learners follow certificate, diploma, undergraduate, postgraduate and doctoral programs entirely online.
        </Text>
        <Text>
          Through the partner-country scholarship programme, students from partner African countries study our undergraduate, postgraduate, diploma and certificate programmes with a 100% scholarship.
        </Text>
      </PageSection>
      <PageSection id="about-values" title="What we stand for">
        <InfoCards items={VALUES} />
      </PageSection>
      <PageSection id="about-next" title="Find your program">
        <Text>Browse what we teach, or write to us if you are not sure which program suits you.</Text>
        <PageActions
          actions={[
            { to: PUBLIC_PATHS.onlineProgram, label: 'Explore our programs' },
            { to: PUBLIC_PATHS.aboutOnlineLearning, label: 'How online learning works' },
            { to: PUBLIC_PATHS.contactUs, label: 'Contact us' },
          ]}
        />
      </PageSection>
    </ContentPage>
  );
}
