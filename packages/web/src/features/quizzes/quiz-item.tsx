import type { ReactNode, Ref } from 'react';
import { Badge, Box, Button, Checkbox, Heading, HStack, Image, Link as ChakraLink, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { FiArrowLeft, FiCheck, FiCheckCircle, FiExternalLink, FiXCircle } from 'react-icons/fi';
import { QUIZ_MESSAGES } from '@portal/domain';
import { FileUploadField } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { QuizItemView_ItemFragment } from '../../gql/graphql';

/** What one question of a unit quiz or assignment shows: its stem, its options, the learner's answer and, once revealed, its key. */
export const QuizItemView_item = graphql(`
  fragment QuizItemView_item on UnitQuizItem {
    id
    stemHtml
    imageUrl
    kind
    points
    options {
      index
      contentHtml
      imageUrl
    }
    answer {
      options
      text
      fileName
      fileUrl
    }
    review {
      correct
      correctOptions
      optionFeedback
    }
  }
`);

type QuizItem = QuizItemView_ItemFragment;
/** What the learner gave for one question so far (before it is sent). */
export type DraftAnswer = { options: number[]; text: string; fileName: string };

/** The quiz's answers as the gateway takes them. */
export const answersOf = (drafts: Record<string, DraftAnswer>) =>
  Object.entries(drafts).map(([itemId, d]) => ({ itemId, options: d.options, text: d.text.trim() || null, fileName: d.fileName || null }));

/** The draft of a question from its stored answer, if any. */
export function draftOf(item: { answer?: { options: readonly number[]; text?: string | null; fileName?: string | null } | null }): DraftAnswer {
  return { options: [...(item.answer?.options ?? [])], text: item.answer?.text ?? '', fileName: item.answer?.fileName ?? '' };
}

/** True when the question has a response (spec part 2, section 5: Next and Submit wait for one). */
export function draftAnswered(draft: DraftAnswer | undefined): boolean {
  return Boolean(draft && (draft.options.length > 0 || draft.text.trim() || draft.fileName));
}

/** The HTML the gateway sanitised (spec part 2, section 3: istem is HTML). */
function Html({ html }: { html: string }) {
  return <Box css={{ '& p': { marginBottom: '0.5em' }, '& code': { fontFamily: 'mono', fontSize: '0.95em' } }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A plain-text label for options drawn as HTML: the words of an option, for the accessible name. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * One question of a unit quiz or assignment: its stem and the input its kind takes
 * (spec part 2, section 3: multi-select, image choice, fill-in dropdown, single
 * choice, a written answer with a file), and, once revealed, its key and feedback.
 */
export function QuizItemView({
  item: ref,
  number,
  total,
  draft,
  onChange,
  locked,
  upload,
  headingRef,
  resultRef,
}: {
  item: FragmentType<typeof QuizItemView_item>;
  number: number;
  total: number;
  draft: DraftAnswer;
  onChange: (draft: DraftAnswer) => void;
  /** no more changes: answered and checked, or submitted */
  locked: boolean;
  /** for DESCRIPTIVE items of an assignment: which assignment the file answers */
  upload?: { courseId: string; objectId: string };
  /** the question's heading, focused when the learner moves to it (issue 17, section 4) */
  headingRef?: Ref<HTMLHeadingElement>;
  /** the checked answer's result, focused once Submit reveals it */
  resultRef?: Ref<HTMLDivElement>;
}) {
  const item = getFragmentData(QuizItemView_item, ref);
  const review = item.review;
  const legendId = `quiz-item-${item.id}`;
  const marked = (index: number) => (review ? (review.correctOptions.includes(index) ? 'correct' : draft.options.includes(index) ? 'wrong' : null) : null);

  return (
    <Stack as="fieldset" gap="3" aria-labelledby={legendId} minW="0">
      <Box as="legend" id={legendId}>
        <Heading as="h3" size="sm" fontWeight="normal" color="fg.muted" tabIndex={-1} ref={headingRef}>
          Question {number} of {total}
          {item.points !== null ? ` \u00b7 ${item.points} points` : ''}
        </Heading>
      </Box>
      {item.kind === 'DROPDOWN' ? <DropdownStem item={item} draft={draft} onChange={onChange} locked={locked} /> : <Html html={item.stemHtml} />}
      {item.imageUrl ? <Image src={item.imageUrl} alt="" maxH="60" objectFit="contain" alignSelf="flex-start" /> : null}

      {item.kind === 'MULTIPLE_CHOICE' ? (
        <Stack gap="2">
          {item.options.map((o) => (
            <Checkbox.Root
              key={o.index}
              checked={draft.options.includes(o.index)}
              disabled={locked}
              onCheckedChange={(e) => onChange({ ...draft, options: e.checked ? [...draft.options, o.index].sort((a, b) => a - b) : draft.options.filter((i) => i !== o.index) })}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <OptionLabel html={o.contentHtml} mark={marked(o.index)} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      ) : item.kind === 'SINGLE_CHOICE' || item.kind === 'IMAGE_CHOICE' ? (
        <RadioGroup.Root
          value={draft.options.length ? String(draft.options[0]) : null}
          onValueChange={(e) => onChange({ ...draft, options: e.value === null ? [] : [Number(e.value)] })}
          disabled={locked}
          aria-labelledby={legendId}
        >
          <Stack gap="2" direction={item.kind === 'IMAGE_CHOICE' ? { base: 'column', sm: 'row' } : 'column'} wrap="wrap">
            {item.options.map((o) => (
              <RadioGroup.Item key={o.index} value={String(o.index)} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput aria-label={textOf(o.contentHtml) || `Option ${o.index + 1}`} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Stack gap="1">
                    {o.imageUrl ? <Image src={o.imageUrl} alt={textOf(o.contentHtml)} maxH="32" maxW="48" objectFit="contain" borderWidth="1px" borderRadius="sm" /> : null}
                    <OptionLabel html={o.contentHtml} mark={marked(o.index)} />
                  </Stack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : item.kind === 'DESCRIPTIVE' ? (
        <Stack gap="3">
          <Textarea
            aria-label={`Your answer to question ${number}`}
            value={draft.text}
            onChange={(e) => onChange({ ...draft, text: e.currentTarget.value })}
            disabled={locked}
            rows={6}
            maxLength={5000}
          />
          {upload ? (
            <FileUploadField
              label="Upload your answer"
              kind="UNIT_ASSIGNMENT"
              unitAssignment={upload}
              value={draft.fileName}
              url={draft.fileName && draft.fileName === item.answer?.fileName ? item.answer.fileUrl : null}
              onChange={(fileName) => onChange({ ...draft, fileName })}
              disabled={locked}
              hint={QUIZ_MESSAGES.uploadInstructions}
              removable
            />
          ) : item.answer?.fileUrl ? (
            <ChakraLink href={item.answer.fileUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {item.answer.fileName} <FiExternalLink aria-hidden />
            </ChakraLink>
          ) : null}
        </Stack>
      ) : null}

      {review ? <ReviewNote item={item} draft={draft} resultRef={resultRef} /> : null}
    </Stack>
  );
}

function OptionLabel({ html, mark }: { html: string; mark: 'correct' | 'wrong' | null }) {
  return (
    <HStack gap="2" align="flex-start">
      <Html html={html} />
      {mark === 'correct' ? (
        <Box color="green.fg" flexShrink={0} mt="1">
          <FiCheckCircle aria-label="correct answer" />
        </Box>
      ) : mark === 'wrong' ? (
        <Box color="red.fg" flexShrink={0} mt="1">
          <FiXCircle aria-label="wrong answer" />
        </Box>
      ) : null}
    </HStack>
  );
}

/** The fill-in dropdown (atype 7): the stem's blank ("____") is a dropdown of the options. */
function DropdownStem({ item, draft, onChange, locked }: { item: QuizItem; draft: DraftAnswer; onChange: (d: DraftAnswer) => void; locked: boolean }) {
  const [before, ...rest] = item.stemHtml.split(/_{3,}/);
  const select = (
    <NativeSelect.Root size="sm" width="auto" display="inline-flex" disabled={locked}>
      <NativeSelect.Field
        aria-label={`Answer to question: ${textOf(item.stemHtml)}`}
        value={draft.options.length ? String(draft.options[0]) : ''}
        onChange={(e) => onChange({ ...draft, options: e.currentTarget.value === '' ? [] : [Number(e.currentTarget.value)] })}
      >
        <option value="">Select</option>
        {item.options.map((o) => (
          <option key={o.index} value={o.index}>
            {textOf(o.contentHtml)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!rest.length) {
    return (
      <Stack gap="2">
        <Html html={item.stemHtml} />
        {select}
      </Stack>
    );
  }
  return (
    <Box css={{ '& p': { display: 'inline' } }} lineHeight="tall">
      <Box as="span" dangerouslySetInnerHTML={{ __html: before }} /> {select} <Box as="span" dangerouslySetInnerHTML={{ __html: rest.join('____') }} />
    </Box>
  );
}

/** Correct or not, the learner's answer and each option's feedback (spec part 2, section 4). */
function ReviewNote({ item, draft, resultRef }: { item: QuizItem; draft: DraftAnswer; resultRef?: Ref<HTMLDivElement> }) {
  const review = item.review!;
  const chosen = draft.options;
  const feedback = item.options.filter((o) => chosen.includes(o.index) && review.optionFeedback[o.index]).map((o) => review.optionFeedback[o.index]);
  if (item.kind === 'DESCRIPTIVE') return null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg={review.correct ? 'green.subtle' : 'red.subtle'} role="status" tabIndex={-1} ref={resultRef}>
      <HStack gap="2">
        <Badge colorPalette={review.correct ? 'green' : 'red'}>{review.correct ? 'Correct' : 'Incorrect'}</Badge>
        {!review.correct ? (
          <Text fontSize="sm">
            Correct answer:{' '}
            {item.options
              .filter((o) => review.correctOptions.includes(o.index))
              .map((o) => textOf(o.contentHtml))
              .join(', ')}
          </Text>
        ) : null}
      </HStack>
      {feedback.map((f, i) => (
        <Text key={i} fontSize="sm">
          {f}
        </Text>
      ))}
    </Stack>
  );
}

/** A stage of a unit quiz or assignment around its questions (instructions, start, score, submitted): one panel; `live` when it reports an outcome. */
export function QuizStagePanel({ live = false, children }: { live?: boolean; children: ReactNode }) {
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }} bg="bg.subtle" aria-live={live ? 'polite' : undefined}>
      {children}
    </Stack>
  );
}

/**
 * The questions of a unit quiz or assignment, one at a time (spec part 2, section 4): what the
 * flow says first (`notices`), the question with the learner's draft, what went wrong (read
 * out at once), Prev and the flow's own buttons (`actions`); `children` follow (a dialog).
 */
export function QuizQuestionStep({
  flow: { quiz, index, drafts, change, problem, headingRef },
  locked,
  upload,
  resultRef,
  notices,
  onPrev,
  prevDisabled,
  actions,
  children,
}: {
  /** the flow's state (useUnitQuizFlow): the quiz, the question shown, the drafts, what went wrong */
  flow: {
    quiz: { items: readonly (FragmentType<typeof QuizItemView_item> & { id: string })[] };
    index: number;
    drafts: Record<string, DraftAnswer>;
    change: (itemId: string, draft: DraftAnswer) => void;
    problem: string | null;
    headingRef: Ref<HTMLHeadingElement>;
  };
  locked: boolean;
  upload?: { courseId: string; objectId: string };
  resultRef?: Ref<HTMLDivElement>;
  notices?: ReactNode;
  onPrev: () => void;
  prevDisabled: boolean;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const item = quiz.items[index];
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      {notices}
      <QuizItemView
        key={item.id}
        item={item}
        number={index + 1}
        total={quiz.items.length}
        draft={drafts[item.id]}
        onChange={(d) => change(item.id, d)}
        locked={locked}
        upload={upload}
        headingRef={headingRef}
        resultRef={resultRef}
      />
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Button variant="outline" onClick={onPrev} disabled={prevDisabled} aria-label="Previous question">
          <FiArrowLeft aria-hidden /> Prev
        </Button>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

/** Mark Complete at the end of a unit quiz or assignment the learner may complete. */
export function MarkCompleteButton({ onComplete }: { onComplete: () => void }) {
  return (
    <Button colorPalette="brand" onClick={onComplete}>
      <FiCheck aria-hidden /> Mark Complete
    </Button>
  );
}
