import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { discussionQuestionSchema } from '@portal/domain';
import { FormAlert, TextareaField } from '../../components/form';
import { usePostForm } from './post-outcome';
import { useDiscussionPostQuestion } from './use-discussion-mutations';

type Values = { question: string };

/**
 * The question box with 'Post question' (spec part 2, sections 2 and 5): the spec's messages
 * at once from the domain's rule, the gateway's when it refuses, and what was typed kept in
 * the box whatever went wrong. The tab takes the learner to the posted question.
 */
export function QuestionBox({ courseId, onSending, onPosted }: { courseId: string; onSending: () => void; onPosted: () => void }) {
  const { send, loading } = useDiscussionPostQuestion();
  const [posted, setPosted] = useState<string | null>(null);
  const { form, onSubmit, formError } = usePostForm<Values>({
    field: 'question',
    resolver: zodResolver(discussionQuestionSchema),
    send: (text) => send({ courseId, text }),
    onSending: () => {
      setPosted(null);
      onSending();
    },
    onPosted: (message) => {
      setPosted(message);
      onPosted();
    },
  });

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
      <form noValidate onSubmit={onSubmit} aria-label="Your question">
        <Stack gap="3">
          <TextareaField
            label="Your question"
            placeholder="Type your question"
            rows={3}
            maxH="60"
            error={form.formState.errors.question?.message}
            {...form.register('question', { onChange: () => setPosted(null) })}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            {/* Said to a screen reader by the tab's live region, with where the question went. */}
            <Text color="fg.success" fontWeight="medium">
              {posted ?? ''}
            </Text>
            <Button type="submit" colorPalette="brand" loading={loading} loadingText="Posting…" w={{ base: 'full', sm: 'auto' }}>
              Post question
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
