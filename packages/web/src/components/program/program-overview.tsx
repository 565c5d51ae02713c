import { Box, Heading, Stack } from '@chakra-ui/react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { EmptyView } from '../states';

export const ProgramOverview_program = graphql(`
  fragment ProgramOverview_program on Program {
    overviewHtml
    featuresHtml
    outcomesHtml
  }
`);

/** Lists and paragraphs inside the gateway's HTML get the page's rhythm back (preflight removes it). */
const PROSE = {
  '& p': { mb: '3' },
  '& p:last-child': { mb: '0' },
  '& ul, & ol': { pl: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& h2, & h3, & h4': { fontWeight: 'semibold', mt: '4', mb: '2' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 'semibold' },
} as const;

/**
 * HTML the gateway has already sanitised (schema.graphql: Program.overviewHtml), so it
 * may be set as markup; nothing from the browser ever reaches it.
 */
export function ProgramHtml({ html }: { html: string }) {
  return <Box css={PROSE} lineHeight="tall" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The Overview tab: overview, features and outcomes (spec part 1, section 2). */
export function ProgramOverview({ program: ref }: { program: FragmentType<typeof ProgramOverview_program> }) {
  const program = getFragmentData(ProgramOverview_program, ref);
  const parts = [
    { id: 'overview', title: 'Overview', html: program.overviewHtml },
    { id: 'features', title: 'Features', html: program.featuresHtml },
    { id: 'outcomes', title: 'Outcomes', html: program.outcomesHtml },
  ].filter((p) => p.html.trim() !== '');

  if (parts.length === 0) return <EmptyView inline title="The overview of this program will be published soon." />;
  return (
    <Stack gap="8">
      {parts.map((part) => (
        <Box as="section" key={part.id} aria-labelledby={`program-${part.id}`}>
          <Heading as="h2" id={`program-${part.id}`} size="lg" mb="3">
            {part.title}
          </Heading>
          <ProgramHtml html={part.html} />
        </Box>
      ))}
    </Stack>
  );
}
