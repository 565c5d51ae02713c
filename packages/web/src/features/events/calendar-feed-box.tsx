import { Button, Card, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiCheck, FiCopy } from 'react-icons/fi';

/**
 * The learner's own calendar feed address (docs/decisions/124), to subscribe to from
 * Google, Apple or Outlook calendars, with a copy button. The address is a secret:
 * it reads the learner's events without a session.
 */
export function CalendarFeedBox({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="calendar-feed-heading" variant="outline">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="calendar-feed-heading">
          Add to your calendar
        </Heading>
      </Card.Header>
      <Card.Body pt="2" gap="3">
        <Text fontSize="sm" color="fg.muted">
          Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see your events there. Keep it to yourself: anyone with it can see your events.
        </Text>
        <HStack gap="2">
          <Input readOnly value={url} aria-label="Your calendar feed address" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void copy()} variant="outline" colorPalette="brand" flexShrink={0}>
            {copied === 'yes' ? <FiCheck aria-hidden /> : <FiCopy aria-hidden />} {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </HStack>
        <Text fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} role="status" minH="5">
          {copied === 'yes' ? 'The address is on your clipboard.' : copied === 'failed' ? 'Copying is not allowed here: select the address and copy it.' : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
