import { AspectRatio, Box, chakra, Text } from '@chakra-ui/react';
import { PUBLIC_PATHS } from '../../app/paths';
import { ContentPage } from './content-page';
import { NumberedSteps, PageActions, PageSection } from './info-cards';
import { useSiteLinks } from './use-site-links';

/**
 * Served from public/ (packages/web/scripts/generate-public-assets.mjs makes them).
 * The older client loaded its tour videos from the resource host (spec part 3,
 * section 2.16); a local file plays offline and needs no signed cookies.
 */
const VIDEO = {
  webm: '/media/quick-tour.webm',
  mp4: '/media/quick-tour.mp4',
  poster: '/media/quick-tour-poster.jpg',
  captions: '/media/quick-tour.en.vtt',
} as const;

/** What the video shows, as text: the video has no sound, and not everyone can see it. */
const TOUR = [
  { title: 'Choose a program', text: 'Browse the Programs menu by level and open a program to read its overview, curriculum and FAQs.' },
  { title: 'Apply online', text: 'Fill in the application and upload your documents; you can save it and come back later.' },
  { title: 'Learn at your own pace', text: 'Courses, units and assessments open in your browser, with your progress on the dashboard.' },
];

const Video = chakra('video');

/** The quick tour (/quickTourPreLogin, and /quickTour inside the shell; spec part 3, section 2.16): a video with controls. */
export default function QuickTourPage() {
  const links = useSiteLinks();
  return (
    <ContentPage title="Quick tour" lead="Nine seconds on how the portal works: from choosing a program to learning in it." maxW="4xl">
      <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden" bg="brand.900" boxShadow="md">
        <Video controls preload="metadata" poster={VIDEO.poster} aria-label="Quick tour of the portal, 9 seconds, no sound" w="full" h="full">
          <source src={VIDEO.webm} type="video/webm" />
          <source src={VIDEO.mp4} type="video/mp4" />
          <track kind="captions" src={VIDEO.captions} srcLang="en" label="English" />
          Your browser cannot play this video. The steps it shows are listed below.
        </Video>
      </AspectRatio>
      <PageSection id="quick-tour-transcript" title="What the tour shows">
        <NumberedSteps steps={TOUR} />
      </PageSection>
      {links.signedIn ? null : (
        <Box mt="8">
          <Text mb="3" color="fg.muted">
            Ready to look around?
          </Text>
          <PageActions
            actions={[
              { to: PUBLIC_PATHS.onlineProgram, label: 'Browse the programs' },
              { to: PUBLIC_PATHS.aboutOnlineLearning, label: 'About online learning' },
            ]}
          />
        </Box>
      )}
    </ContentPage>
  );
}
