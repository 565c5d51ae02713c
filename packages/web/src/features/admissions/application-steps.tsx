import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { FiCheck } from 'react-icons/fi';

export type Step = { label: string; reached: boolean };

/**
 * The three steps of an application card, Fill Your Details, Under Review and Approved,
 * each shown as reached or not by pstatus (spec part 1, sections 2 and 4). An ordered
 * list, so a screen reader hears "1 of 3" and each step's state in words.
 */
export function ApplicationSteps({ steps, label }: { steps: Step[]; label: string }) {
  const lastReached = steps.reduce((last, step, i) => (step.reached ? i : last), -1);
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
          aria-current={i === lastReached ? 'step' : undefined}
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
            borderColor={step.reached ? 'brand.solid' : 'border.emphasized'}
            bg={step.reached ? 'brand.solid' : 'bg'}
            color={step.reached ? 'brand.contrast' : 'fg.muted'}
            aria-hidden
          >
            {step.reached ? <Icon as={FiCheck} boxSize="4" /> : i + 1}
          </Box>
          <Text mt="1.5" fontSize="xs" lineHeight="short" fontWeight={step.reached ? 'semibold' : 'normal'} color={step.reached ? 'fg' : 'fg.muted'} px="1">
            {step.label}
            <Text as="span" srOnly>
              {step.reached ? ': done' : ': not yet'}
            </Text>
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
