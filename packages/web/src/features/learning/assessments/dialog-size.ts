import { useBreakpointValue } from '@chakra-ui/react';

/**
 * The attempt's and the review's dialog size: full screen on phones, a wide card from
 * 768 px (a responsive `size` object would mix both sizes' styles).
 */
export function useDialogSize() {
  return useBreakpointValue<'full' | 'xl'>({ base: 'full', md: 'xl' }, { ssr: false }) ?? 'xl';
}
