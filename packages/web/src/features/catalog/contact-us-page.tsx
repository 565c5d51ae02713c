import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, Icon, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FiBookOpen, FiClock, FiHelpCircle, FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { ORGANISATION_NAME } from '../../components/brand';
import { ContentPage } from './content-page';
import { PageSection } from './info-cards';
import { useSiteLinks } from './use-site-links';

type Desk = { icon: IconType; title: string; text: string; email: string; phone: string };

const DESKS: Desk[] = [
  {
    icon: FiBookOpen,
    title: 'Admissions',
    text: 'Choosing a program, applying, documents and scholarships.',
    email: 'admissions@demo.university',
    phone: '+1 555 0100 201',
  },
  {
    icon: FiHelpCircle,
    title: 'Learner support',
    text: 'Signing in, courses, assessments and certificates.',
    email: 'support@demo.university',
    phone: '+1 555 0100 202',
  },
];

function ContactLine({ icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack gap="3" align="flex-start">
      <Icon as={icon} boxSize="5" color="brand.solid" mt="0.5" flexShrink={0} aria-hidden />
      <Box minW="0">{children}</Box>
    </HStack>
  );
}

/** Contact us (/contactUs; spec part 1, section 1: the header's Contact us link). */
export default function ContactUsPage() {
  const links = useSiteLinks();
  return (
    <ContentPage title="Contact us" lead="We answer every message within two working days. Write to the desk that fits your question best.">
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2 }} gap="4">
        {DESKS.map((desk) => (
          <Card.Root as="li" key={desk.title} variant="outline">
            <Card.Body gap="3">
              <HStack gap="3">
                <Icon as={desk.icon} boxSize="6" color="brand.solid" aria-hidden />
                <Heading as="h2" size="lg">
                  {desk.title}
                </Heading>
              </HStack>
              <Text color="fg.muted">{desk.text}</Text>
              <Stack gap="2">
                <ContactLine icon={FiMail}>
                  <ChakraLink href={`mailto:${desk.email}`} color="brand.fg" wordBreak="break-all">
                    {desk.email}
                  </ChakraLink>
                </ContactLine>
                <ContactLine icon={FiPhone}>
                  <ChakraLink href={`tel:${desk.phone.replace(/\s+/g, '')}`} color="brand.fg">
                    {desk.phone}
                  </ChakraLink>
                </ContactLine>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <PageSection id="contact-visit" title="Office hours and address">
        <Stack gap="3">
          <ContactLine icon={FiClock}>
            <Text>Monday to Friday, 9:00 to 17:00 (UTC). Messages sent at the weekend are answered on Monday.</Text>
          </ContactLine>
          <ContactLine icon={FiMapPin}>
            <Text as="address" fontStyle="normal">
              {ORGANISATION_NAME}, 1 Campus Way, Learning City 10001
            </Text>
          </ContactLine>
        </Stack>
      </PageSection>
      <PageSection id="contact-query" title={links.signedIn ? 'Report a query' : 'Send us a query'}>
        <Text>
          {links.signedIn
            ? 'Questions about one of your programs are answered fastest through a query from the portal, with a screenshot if it helps.'
            : 'Prefer a form? Send us your question with a file if it helps, and we will reply by e-mail.'}
        </Text>
        <Box>
          <Button asChild colorPalette="brand">
            <Link to={links.query}>{links.signedIn ? 'Report a query' : 'For Any Queries'}</Link>
          </Button>
        </Box>
      </PageSection>
    </ContentPage>
  );
}
