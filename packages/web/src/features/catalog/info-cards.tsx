import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, HStack, type StackProps, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { Link } from 'react-router-dom';

export type InfoItem = { icon: IconType; title: string; text: ReactNode };

/** A grid of short points with an icon each, for the about and contact pages. */
export function InfoCards({ items, columns = { base: 1, sm: 2, lg: 3 } }: { items: InfoItem[]; columns?: Record<string, number> }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={columns} gap="4">
      {items.map((item) => (
        <Card.Root as="li" key={item.title} variant="outline" h="full">
          <Card.Body gap="2">
            <Icon as={item.icon} boxSize="7" color="brand.solid" aria-hidden />
            <Heading as="h3" size="md">
              {item.title}
            </Heading>
            <Text color="fg.muted">{item.text}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** A titled section of a content page (an h2 and what follows). */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt={{ base: '8', md: '12' }}>
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} mb="4">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

/** Numbered steps, as an ordered list a screen reader announces as one. */
export function NumberedSteps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="4">
      {steps.map((step, i) => (
        <Box as="li" key={step.title} display="flex" gap="4" alignItems="flex-start">
          <Box flexShrink={0} boxSize="9" borderRadius="full" bg="brand.solid" color="brand.contrast" display="flex" alignItems="center" justifyContent="center" fontWeight="bold" aria-hidden>
            {i + 1}
          </Box>
          <Box>
            <Text fontWeight="semibold">{step.title}</Text>
            <Text color="fg.muted">{step.text}</Text>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** A way on from a page: a link, or a button that acts (Login opens its dialog). */
export type PageAction = { label: string } & ({ to: string } | { onClick: () => void });

/** The weight of each way on, in order: the main one solid, then outline, then ghost. */
const ACTION_VARIANTS = ['solid', 'outline', 'ghost'] as const;

/** The ways on from a content page, as a row of buttons that wraps, the first the main one. */
export function PageActions({ actions, ...stack }: { actions: PageAction[] } & Omit<StackProps, 'children'>) {
  return (
    <HStack gap="3" flexWrap="wrap" {...stack}>
      {actions.map((action, i) => {
        const variant = ACTION_VARIANTS[Math.min(i, ACTION_VARIANTS.length - 1)];
        return 'to' in action ? (
          <Button key={action.label} asChild variant={variant} colorPalette="brand">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ) : (
          <Button key={action.label} variant={variant} colorPalette="brand" onClick={action.onClick}>
            {action.label}
          </Button>
        );
      })}
    </HStack>
  );
}
