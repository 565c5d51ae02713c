import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../app/paths';
import { ORGANISATION_NAME } from '../../components/brand';

/** Footer of spec part 1, section 1: 'For Any Queries' to the query page, and a powered-by credit. */
export function PublicFooter() {
  return (
    <Box as="footer" bg="brand.900" color="whiteAlpha.900" mt="auto">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} justify="space-between">
        <Text fontSize="sm">
          © {new Date().getFullYear()} {ORGANISATION_NAME}
        </Text>
        <ChakraLink asChild color="white" fontWeight="semibold" textDecoration="underline">
          <Link to={PUBLIC_PATHS.postQueries}>For Any Queries</Link>
        </ChakraLink>
        <Text fontSize="sm" color="whiteAlpha.800">
          Powered by the Learner Portal
        </Text>
      </Flex>
    </Box>
  );
}
