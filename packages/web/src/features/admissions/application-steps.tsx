import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { FiCheck, FiEdit2 } from 'react-icons/fi';

export type Step = { label: string; reached: boolean };

/**
 * The three steps of an application card, Fill Your Details, Under Review and Approved,
 * each shown as reached or not by the status (spec part 1, sections 2 and 4). An ordered
 * list, so a screen reader hears "1 of 3" and each step's state in words. `returnedTo`
 * marks a step the application went back to (sent back for changes, docs/decisions/091):
 * it is the current step, with its own note instead of "not yet".
 */
export function ApplicationSteps({ steps, label, returnedTo }: { steps: Step[]; label: string; returnedTo?: { index: number; note: string } }) {
  const lastReached = steps.reduce((last, step, i) => (step.reached ? i : last), -1);
  const current = returnedTo?.index ?? lastReached;
  return (
    <Flex as="ol" aria-label={label} listStyleType="none" m="0" p="0" align="flex-start">
      {steps.map((step, i) => (
        <Flex
          as="li"
          key={step.label}
          flex="1"
          direction="column"
          align="center"
          textAlign="center"
          position="relative"
          aria-current={i === current ? 'step' : undefined}
          // The line to the previous step, green when this step is reached.
          _before={
            i === 0
              ? undefined
              : {
                  content: '""',
                  position: 'absolute',
                  top: '3.5',
                  right: '50%',
                  width: 'calc(100% - 1.75rem)',
                  marginRight: '0.875rem',
                  height: '2px',
                  bg: step.reached ? 'brand.solid' : 'border',
                }
          }
        >
          <Box
            boxSize="7"
            borderRadius="full"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="sm"
            fontWeight="bold"
            borderWidth="2px"
            borderColor={step.reached || i === returnedTo?.index ? 'brand.solid' : 'border.emphasized'}
            bg={step.reached ? 'brand.solid' : 'bg'}
            color={step.reached ? 'brand.contrast' : i === returnedTo?.index ? 'brand.fg' : 'fg.muted'}
            aria-hidden
          >
            {step.reached ? <Icon as={FiCheck} boxSize="4" /> : i === returnedTo?.index ? <Icon as={FiEdit2} boxSize="3.5" /> : i + 1}
          </Box>
          <Text
            mt="1.5"
            fontSize="xs"
            lineHeight="short"
            fontWeight={step.reached || i === returnedTo?.index ? 'semibold' : 'normal'}
            color={step.reached || i === returnedTo?.index ? 'fg' : 'fg.muted'}
            px="1"
          >
            {step.label}
            <Text as="span" srOnly>
              {step.reached ? ': done' : i === returnedTo?.index ? `: ${returnedTo.note}` : ': not yet'}
            </Text>
          </Text>
          {i === returnedTo?.index ? (
            <Text fontSize="xs" color="purple.fg" lineHeight="short" px="1" aria-hidden>
              {returnedTo.note}
            </Text>
          ) : null}
        </Flex>
      ))}
    </Flex>
  );
}
