import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { SCHOLARSHIP } from '@portal/domain';
import scholarshipLogoUrl from '../../assets/scholarship-logo.svg';

/** The scholarship variant's text (spec part 1, section 1). */
export function ScholarshipSection() {
  return (
    <Box as="section" aria-labelledby="scholarship-heading" bg="orange.50" borderBottomWidth="1px" borderColor="orange.200">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }} gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
        <Image src={scholarshipLogoUrl} alt="" boxSize={{ base: '16', md: '20' }} flexShrink={0} />
        <Box>
          <Heading id="scholarship-heading" as="h2" size={{ base: 'lg', md: 'xl' }} mb="2" color="orange.900">
            100% scholarship for students from partner African countries
          </Heading>
          <Text color="fg" mb="1">
            The government offers a 100% scholarship to students from partner African countries for online undergraduate, postgraduate, diploma and certificate programmes.
          </Text>
          <Text color="fg.muted">The scholarship programme offers free courses to {SCHOLARSHIP.studentsPerYear} African students every year.</Text>
        </Box>
      </Flex>
    </Box>
  );
}
