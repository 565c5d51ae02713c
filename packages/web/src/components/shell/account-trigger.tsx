import type { ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { FiChevronDown } from 'react-icons/fi';

/** "Asha Raman" → "AR", "Asha" → "A" (as Chakra's avatar draws a name without a picture). */
function initials(name: string): string {
  const names = name.trim().split(/\s+/);
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1] : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * What the account menu's trigger shows, the same before and after the menu's code has
 * arrived (header.tsx): the learner's initials in a circle (drawn here rather than with
 * Chakra's Avatar, whose state machine the first screen would otherwise download),
 * the name from 768 px and a chevron. Named by its content, not aria-label: what is seen
 * (the name from 768 px, the initials below) must be part of what is heard (WCAG 2.5.3).
 */
export function AccountTriggerContent({ name }: { name: string }): ReactNode {
  return (
    <HStack gap="2">
      <Box
        as="span"
        aria-hidden
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink="0"
        boxSize="8"
        borderRadius="full"
        bg="brand.muted"
        color="brand.fg"
        fontSize="xs"
        fontWeight="medium"
        lineHeight="1"
      >
        {initials(name)}
      </Box>
      <Text as="span" srOnly>
        Account menu for {name}
      </Text>
      <Text hideBelow="md" maxW="40" truncate aria-hidden>
        {name}
      </Text>
      <FiChevronDown aria-hidden />
    </HStack>
  );
}
