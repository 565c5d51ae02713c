import { HStack, Image, Text } from '@chakra-ui/react';
import { ORGANISATION_NAME } from '@portal/domain';
import logoUrl from '../assets/logo.svg';

export { ORGANISATION_NAME };

/** The university's logo and name; `compact` drops the name on narrow screens. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="2" minW="0">
      <Image src={logoUrl} alt="" boxSize={{ base: '8', md: '9' }} flexShrink={0} />
      <Text fontWeight="bold" color="brand.fg" fontSize={{ base: 'sm', md: 'md' }} lineHeight="short" truncate hideBelow={compact ? 'sm' : undefined}>
        {ORGANISATION_NAME}
      </Text>
    </HStack>
  );
}
