import { Box, Heading } from '@chakra-ui/react';
import { Accordion } from '../../components/later-components';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { TitledGroups } from './titled-groups';

export const ProgramFaqs_program = graphql(`
  fragment ProgramFaqs_program on Program {
    faqGroups {
      title
      questions {
        question
        answer
      }
    }
  }
`);

/** The FAQs tab: an accordion per group of questions and answers (spec part 1, section 2). */
export function ProgramFaqs({ program: ref }: { program: FragmentType<typeof ProgramFaqs_program> }) {
  const { faqGroups } = getFragmentData(ProgramFaqs_program, ref);
  return (
    <TitledGroups groups={faqGroups} items={(group) => group.questions} idPrefix="faq-group" headingGap="3" empty="There are no frequently asked questions for this program yet.">
      {(group, g) => (
        <Accordion.Root multiple collapsible variant="enclosed">
          {group.questions.map((faq, i) => (
            <Accordion.Item key={`${g}-${i}`} value={`${g}-${i}`}>
              {/* The trigger is a button inside a heading, so the questions are navigable as headings. */}
              <Heading as="h3" size="sm" fontWeight="medium">
                <Accordion.ItemTrigger textAlign="start" py="3" cursor="pointer">
                  <Box flex="1">{faq.question}</Box>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted" whiteSpace="pre-line">
                  {faq.answer}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </TitledGroups>
  );
}
