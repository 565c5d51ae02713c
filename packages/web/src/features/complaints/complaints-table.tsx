import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/later-components';
import { FiPaperclip } from 'react-icons/fi';
import { Moment } from '../../components/dates/when';
import { FileViewerDialog, type ViewedFile } from '../../components/file-viewer-dialog';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const ComplaintsTable_complaint = graphql(`
  fragment ComplaintsTable_complaint on Complaint {
    id
    description
    filedAt
    program {
      id
      title
    }
    file {
      name
      kind
      url
    }
  }
`);

/** The row of a complaint that "Load more" moves focus to. */
export const complaintDomId = (id: string) => `complaint-${id}`;

/**
 * The table of spec part 3, section 2.7: Sl No, Description, File Uploaded. Newest first, and
 * each complaint says when it was raised and for which program (issue 31), under its
 * description, so the spec's three columns stay readable on a phone. Sl No is the complaint's
 * place in filing order, so a complaint keeps its number when another is raised
 * (docs/decisions/281), counted from the list's total as the rows come a page at a time
 * (docs/decisions/311). A file's name opens it in the viewer dialog; a complaint without a
 * file says so.
 */
export function ComplaintsTable({ complaints: refs, total }: { complaints: readonly FragmentType<typeof ComplaintsTable_complaint>[]; total: number }) {
  const complaints = getFragmentData(ComplaintsTable_complaint, refs);
  const [open, setOpen] = useState<ViewedFile | null>(null);
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" striped>
          <Table.Caption srOnly>Your complaints and grievances</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w={{ base: '3.5rem', md: '5rem' }}>Sl No</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader w={{ base: '8rem', md: '14rem' }}>File Uploaded</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {complaints.map((complaint, index) => (
              <Table.Row key={complaint.id} id={complaintDomId(complaint.id)} tabIndex={-1}>
                <Table.Cell>{total - index}</Table.Cell>
                <Table.Cell whiteSpace="normal">
                  <Stack gap="1">
                    {/* Text a learner typed is shown as text, its lines kept (invariant 8). */}
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {complaint.description}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      Raised <Moment at={complaint.filedAt} />
                      {complaint.program ? ` · ${complaint.program.title}` : null}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {complaint.file ? (
                    <Button
                      variant="plain"
                      colorPalette="brand"
                      size="sm"
                      px="0"
                      h="auto"
                      whiteSpace="normal"
                      textAlign="start"
                      overflowWrap="anywhere"
                      textDecoration="underline"
                      aria-haspopup="dialog"
                      onClick={() => setOpen(complaint.file ?? null)}
                    >
                      <FiPaperclip aria-hidden /> {complaint.file.name}
                    </Button>
                  ) : (
                    <Text color="fg.muted">No file</Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <FileViewerDialog file={open} onClose={() => setOpen(null)} />
    </>
  );
}
