import { useId, type ReactNode, type Ref } from 'react';
import { Box, chakra, Checkbox, CheckboxGroup, HStack, Image, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Fieldset } from '../../components/later-components';
import { SelectControl } from '../../components/form';
import { ProgramHtml } from '../../components/program/program-overview';
import { TEXT_ANSWER_ROWS } from '@portal/domain';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { QuestionInput_QuestionFragment } from '../../gql/graphql';
import type { AnswerValue } from './answer-queue';

/** What the stem shows of a question: its number, its text (HTML the gateway sanitised) and its picture. */
export const QuestionStem_question = graphql(`
  fragment QuestionStem_question on AssessmentQuestion {
    number
    stemHtml
    imageUrl
  }
`);

/** What a question's answer control reads; the server never sends which option is correct (docs/architecture.md invariant 2). */
export const QuestionInput_question = graphql(`
  fragment QuestionInput_question on AssessmentQuestion {
    number
    kind
    options {
      id
      content
      imageUrl
    }
    matchPrompts
    ...QuestionStem_question
  }
`);

type QuestionOption = QuestionInput_QuestionFragment['options'][number];

/** The question's stem (HTML the gateway sanitised) and its picture. */
export function QuestionStem({ question: ref, id, aside, headingRef }: { question: FragmentType<typeof QuestionStem_question>; id?: string; aside?: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  const question = getFragmentData(QuestionStem_question, ref);
  return (
    <Stack gap="3" id={id}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text as="h3" fontWeight="semibold" fontSize="sm" color="fg.muted" tabIndex={-1} ref={headingRef}>
          Question {question.number}
        </Text>
        {aside}
      </HStack>
      <ProgramHtml html={question.stemHtml} />
      {question.imageUrl ? <Image src={question.imageUrl} alt={`Picture of question ${question.number}`} maxH="64" maxW="full" objectFit="contain" alignSelf="flex-start" /> : null}
    </Stack>
  );
}

/**
 * The answer control of one question, by kind (spec part 2, section 3: atype 1 to 8).
 * Each group is named by the question, so a screen reader hears the stem with the choices.
 * `fileField` draws a FILE_UPLOAD question's upload (it needs the attempt's upload target).
 */
export function QuestionInput({
  question: ref,
  value,
  onChange,
  disabled,
  fileField,
  headingRef,
}: {
  question: FragmentType<typeof QuestionInput_question>;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue, options?: { delayMs?: number }) => void;
  disabled?: boolean;
  fileField?: ReactNode;
  /** the question's heading, focused when the learner moves to it (issue 17, section 4) */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const question = getFragmentData(QuestionInput_question, ref);
  const stemId = useId();
  const name = `Your answer to question ${question.number}`;
  let control: ReactNode;
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'SINGLE_CHOICE_IMAGES':
      control = (
        <RadioGroup.Root value={value?.optionIds?.[0] ?? null} onValueChange={(e) => e.value && onChange({ optionIds: [e.value] })} disabled={disabled} colorPalette="brand">
          <RadioGroup.Label srOnly>{name}</RadioGroup.Label>
          <Stack gap="3" direction={question.kind === 'SINGLE_CHOICE_IMAGES' ? { base: 'column', sm: 'row' } : 'column'} wrap="wrap">
            {question.options.map((option, i) => (
              <RadioGroup.Item key={option.id} value={option.id} alignItems="flex-start" {...choiceBox}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText fontWeight="normal">
                  <OptionContent option={option} index={i} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
      break;
    case 'MULTIPLE_CHOICE':
    case 'MULTIPLE_CHOICE_IMAGES':
      control = (
        <Fieldset.Root disabled={disabled}>
          <Fieldset.Legend srOnly>{name} (choose all that apply)</Fieldset.Legend>
          <CheckboxGroup value={value?.optionIds ?? []} onValueChange={(ids) => onChange({ optionIds: [...ids] })} disabled={disabled}>
            <Stack gap="3" direction={question.kind === 'MULTIPLE_CHOICE_IMAGES' ? { base: 'column', sm: 'row' } : 'column'} wrap="wrap">
              {question.options.map((option, i) => (
                <Checkbox.Root key={option.id} value={option.id} colorPalette="brand" alignItems="flex-start" {...choiceBox}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">
                    <OptionContent option={option} index={i} />
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        </Fieldset.Root>
      );
      break;
    case 'MATCHING': {
      const matches = question.matchPrompts.map((_, i) => value?.matches?.[i] ?? '');
      control = (
        <Fieldset.Root disabled={disabled}>
          <Fieldset.Legend srOnly>{name}: match each item</Fieldset.Legend>
          <Stack gap="3">
            {question.matchPrompts.map((prompt, i) => (
              <MatchRow
                key={i}
                prompt={prompt}
                options={question.options}
                value={matches[i]}
                disabled={disabled}
                onChange={(optionId) => onChange({ matches: matches.map((m, j) => (j === i ? optionId : m)) })}
              />
            ))}
          </Stack>
        </Fieldset.Root>
      );
      break;
    }
    case 'TEXT':
      control = (
        <Textarea
          aria-label={name}
          value={value?.text ?? ''}
          // Typing is stored at once and sent once it settles (answer-queue.ts).
          onChange={(e) => onChange({ text: e.currentTarget.value }, { delayMs: 700 })}
          rows={TEXT_ANSWER_ROWS}
          resize="none"
          disabled={disabled}
          maxLength={10000}
        />
      );
      break;
    case 'FILE_UPLOAD':
      control = fileField ?? null;
      break;
  }

  return (
    <Stack gap="5" role="group" aria-labelledby={stemId}>
      <QuestionStem question={question} id={stemId} headingRef={headingRef} />
      <Box>{control}</Box>
    </Stack>
  );
}

const choiceBox = { borderWidth: '1px', borderRadius: 'md', px: '3', py: '2.5', w: { base: 'full', sm: 'auto' }, minW: { sm: '48' }, cursor: 'pointer' } as const;

function OptionContent({ option, index }: { option: QuestionOption; index: number }) {
  if (!option.imageUrl) return <>{option.content}</>;
  return (
    <Stack gap="2">
      <Image src={option.imageUrl} alt={option.content || `Option ${index + 1}`} maxH="40" maxW={{ base: 'full', sm: '56' }} objectFit="contain" />
      {option.content ? <Text>{option.content}</Text> : null}
    </Stack>
  );
}

function MatchRow({ prompt, options, value, disabled, onChange }: { prompt: string; options: readonly QuestionOption[]; value: string; disabled?: boolean; onChange: (optionId: string) => void }) {
  const id = useId();
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} align={{ md: 'center' }}>
      <chakra.label htmlFor={id} flex="1" minW="0">
        {prompt}
      </chakra.label>
      <Box flex="1">
        <SelectControl id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} options={options.map((o) => ({ value: o.id, label: o.content }))} />
      </Box>
    </Stack>
  );
}
