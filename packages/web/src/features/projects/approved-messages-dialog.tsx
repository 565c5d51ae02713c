import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Table } from '../../components/later-components';
import { useQuery } from '@apollo/client/react';
import { PROJECT_MESSAGE_STATUS_LABEL } from '@portal/domain';
import { Day, Moment } from '../../components/dates/when';
import { DialogFrame } from '../../components/dialog-frame';
import { ScreenState } from '../../components/screen-state';
import { EmptyView, LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import type { ProjectApprovedQuery } from '../../gql/graphql';

const ProjectApprovedDocument = graphql(`
  query ProjectApproved($courseId: ID!) {
    viewer {
      id
      course(id: $courseId) {
        id
        projectApprovedMessages {
          approvedAt
          objective {
            id
            title
          }
          message {
            ...ProjectMessageFields @unmask
          }
        }
      }
    }
  }
`);

type Row = NonNullable<NonNullable<NonNullable<ProjectApprovedQuery['viewer']>['course']>['projectApprovedMessages']>[number];

/**
 * 'See approved message' (spec part 2, section 2): the learner's approved messages in a table
 * (Project Objective, Objective Status, Approved Message, Approval Date), each offering
 * 'View message' (the whole message, here) and 'Visit Thread' (its objective's thread). On a
 * phone the table's five columns do not fit (719 px in a 310 px box): each row is a card with
 * the same four headings and both buttons (issue 31; docs/decisions/268).
 */
export function ApprovedMessagesDialog({ courseId, open, onClose, onVisit }: { courseId: string; open: boolean; onClose: () => void; onVisit: (objectiveId: string) => void }) {
  const query = useQuery(ProjectApprovedDocument, {
    variables: { courseId },
    skip: !open,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const rows = query.data?.viewer?.course?.projectApprovedMessages;
  const [viewing, setViewing] = useState<string | null>(null);
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const shown = rows?.find((r) => r.message.id === viewing) ?? null;
  return (
    <DialogFrame open={open} onClose={onClose} size="wide" scrollInside title="Approved messages" closeLabel="Close approved messages">
      <ScreenState
        query={query}
        value={rows}
        loading={<LoadingState label="Loading the approved messages…" />}
        errorTitle="We could not load the approved messages"
        empty={<EmptyView title="No approved messages yet" description="When an instructor approves one of your messages, it is listed here." />}
      >
        {(list) => (
          <Stack gap="4">
            {narrow ? (
              <ApprovedCards rows={list} viewing={viewing} onView={setViewing} onVisit={onVisit} />
            ) : (
              <Table.ScrollArea borderWidth="1px" borderRadius="md">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Project Objective</Table.ColumnHeader>
                      <Table.ColumnHeader>Objective Status</Table.ColumnHeader>
                      <Table.ColumnHeader>Approved Message</Table.ColumnHeader>
                      <Table.ColumnHeader>Approval Date</Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <Box srOnly>Actions</Box>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.map((row) => (
                      <Table.Row key={row.message.id}>
                        <Table.Cell>{row.objective.title}</Table.Cell>
                        <Table.Cell>{PROJECT_MESSAGE_STATUS_LABEL[row.message.status]}</Table.Cell>
                        <Table.Cell maxW="16rem">
                          <Text lineClamp={2}>{row.message.text || row.message.file?.name}</Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          <Day as="span" at={row.approvedAt} />
                        </Table.Cell>
                        <Table.Cell>
                          <RowActions row={row} viewing={viewing === row.message.id} onView={setViewing} onVisit={onVisit} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
            {shown ? (
              <Box as="section" aria-label="Approved message" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
                <Text fontWeight="semibold">{shown.objective.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Posted <Moment as="span" at={shown.message.postedAt} />
                </Text>
                <Text whiteSpace="pre-wrap" mt="2">
                  {shown.message.text}
                </Text>
                {shown.message.file ? <Text fontSize="sm">File: {shown.message.file.name}</Text> : null}
              </Box>
            ) : null}
          </Stack>
        )}
      </ScreenState>
    </DialogFrame>
  );
}

/** 'View message' and 'Visit Thread' of one approved message. */
function RowActions({ row, viewing, onView, onVisit }: { row: Row; viewing: boolean; onView: (messageId: string) => void; onVisit: (objectiveId: string) => void }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onView(row.message.id)} aria-pressed={viewing}>
        View message
      </Button>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onVisit(row.objective.id)}>
        Visit Thread
      </Button>
    </HStack>
  );
}

/** On a phone, one card per approved message: the table's headings above their values. */
function ApprovedCards({ rows, viewing, onView, onVisit }: { rows: readonly Row[]; viewing: string | null; onView: (messageId: string) => void; onVisit: (objectiveId: string) => void }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Approved messages">
      {rows.map((row) => (
        <Box as="li" key={row.message.id} borderWidth="1px" borderRadius="md" p="3">
          <Stack as="dl" gap="2" fontSize="sm">
            <Field label="Project Objective">
              <Text fontWeight="semibold">{row.objective.title}</Text>
            </Field>
            <Field label="Objective Status">{PROJECT_MESSAGE_STATUS_LABEL[row.message.status]}</Field>
            <Field label="Approved Message">
              <Text lineClamp={3} wordBreak="break-word">
                {row.message.text || row.message.file?.name}
              </Text>
            </Field>
            <Field label="Approval Date">
              <Day as="span" at={row.approvedAt} />
            </Field>
          </Stack>
          <Box mt="3">
            <RowActions row={row} viewing={viewing === row.message.id} onView={onView} onVisit={onVisit} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}
