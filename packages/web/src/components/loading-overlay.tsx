import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/**
 * A veil over the whole window while something the person asked for is under way (spec part
 * 3, section 4.5: "A complaint submit shows a loading overlay"): nothing behind it can be
 * pressed twice, and a screen reader hears `label`.
 */
export function LoadingOverlay({ show, label }: { show: boolean; label: string }) {
  if (!show) return null;
  return (
    <Center position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.500" role="status" aria-live="polite" aria-busy="true">
      <VStack gap="3" bg="bg" px="8" py="6" borderRadius="lg" shadow="lg">
        <Spinner size="lg" color="brand.solid" />
        <Text>{label}</Text>
      </VStack>
    </Center>
  );
}
