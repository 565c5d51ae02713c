import { Text } from '@chakra-ui/react';
import { FiAward, FiCalendar, FiClipboard, FiMessageCircle, FiMonitor, FiPlayCircle } from 'react-icons/fi';
import { PUBLIC_PATHS } from '../../app/paths';
import { ContentPage } from './content-page';
import { InfoCards, NumberedSteps, PageActions, PageSection } from './info-cards';
import { useSiteLinks } from './use-site-links';

const HOW_IT_WORKS = [
  { icon: FiPlayCircle, title: 'Units you can replay', text: 'Each course is a series of units: short videos, readings, podcasts and interactive pages you can revisit.' },
  { icon: FiClipboard, title: 'Quizzes and assessments', text: 'Practice quizzes check your understanding as you go; timed assessments count towards your result.' },
  { icon: FiMessageCircle, title: 'Discussion', text: 'Ask your instructors and classmates in each course’s discussion, and read what others asked before you.' },
  { icon: FiCalendar, title: 'A calendar that keeps you on track', text: 'Live sessions, deadlines and exams appear on your dashboard and in your calendar.' },
  { icon: FiMonitor, title: 'Any device', text: 'Study on a laptop, a tablet or a phone; your progress follows you from one to the other.' },
  { icon: FiAward, title: 'Certificates', text: 'Finish a course to download its certificate; complete a program to receive your award.' },
];

const STEPS = [
  { title: 'Choose a program', text: 'Open the Programs menu, pick a level and read the program’s overview, curriculum and FAQs.' },
  { title: 'Apply online', text: 'Create an account and fill in the application: your details, your education and a few documents.' },
  { title: 'Start learning', text: 'Once your application is approved, press Start and your first courses open on your dashboard.' },
];

/** About online learning (/aboutOEP; spec part 1, section 1: the About menu's second entry). */
export default function AboutOnlineLearningPage() {
  const links = useSiteLinks();
  return (
    <ContentPage
      title="Online learning"
      tabTitle="About online learning"
      lead="Our programs are taught entirely online. You follow recorded and live teaching at your own pace, within a timetable that tells you what is due and when."
    >
      <PageSection id="oel-how" title="How it works">
        <InfoCards items={HOW_IT_WORKS} />
      </PageSection>
      <PageSection id="oel-time" title="How much time it takes">
        <Text>
          Most learners spend eight to ten hours a week on a program: about half on units, the rest on reading, quizzes and assignments. Each course page shows how many weeks it runs, and your
          dashboard shows your progress in each course.
        </Text>
        <Text>You need a recent browser and an internet connection. Videos adapt to slower connections, and most readings can be downloaded.</Text>
      </PageSection>
      <PageSection id="oel-start" title="Getting started">
        <NumberedSteps steps={STEPS} />
        <PageActions
          pt="2"
          actions={[
            { to: PUBLIC_PATHS.onlineProgram, label: 'See the programs' },
            { to: links.quickTour, label: 'Watch the quick tour' },
          ]}
        />
      </PageSection>
    </ContentPage>
  );
}
