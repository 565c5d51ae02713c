import { useId, useState, type ReactElement } from 'react';
import { Box, Button, HStack, Link, NativeSelect, Text } from '@chakra-ui/react';
import { Table } from '../../../components/later-components';
import { FiExternalLink, FiEye } from 'react-icons/fi';
import { DEFAULT_PAGE_SIZE, formatCourseVideoDate, pageCount, pageOf, PAGE_SIZE_OPTIONS, type PageSizeOption } from '@portal/domain';
import type { MediaKind } from '../../../gql/graphql';
import { MediaPreviewDialog, type PreviewItem } from '../../../components/media-preview-dialog';
import { ScreenState, type ScreenStateProps } from '../../../components/screen-state';
import { EmptyView, LoadingState } from '../../../components/states';

export type MediaRow = { id: string; title: string; kind?: MediaKind | null; url?: string | null; link?: string | null; date?: string | null };

const KIND_LABEL: Record<MediaKind, string> = { PDF: 'PDF', VIDEO: 'Video', AUDIO: 'Audio', IMAGE: 'Image' };

/**
 * The table of the References and Recorded session tabs (spec part 2, section 2): title
 * rows paged 5, 10, 25 or All (default 5), a preview pop-up for a pdf, video, audio or
 * image, an external link for a link; with `showDate`, the date column (DD-MM-YYYY).
 */
function MediaTable({ rows, caption, showDate = false }: { rows: readonly MediaRow[]; caption: string; showDate?: boolean }) {
  const [size, setSize] = useState<PageSizeOption>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const [preview, setPreview] = useState<PreviewItem | null>(null);
  const sizeId = useId();
  const pages = pageCount(rows.length, size);
  const current = Math.min(page, pages - 1);
  const visible = pageOf(rows, size, current);
  const first = rows.length === 0 ? 0 : size === 'All' ? 1 : current * size + 1;
  const last = size === 'All' ? rows.length : Math.min(rows.length, current * size + size);

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" striped>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              {showDate ? <Table.ColumnHeader w={{ base: '6.5rem', md: '8.5rem' }}>Date</Table.ColumnHeader> : null}
              <Table.ColumnHeader w={{ base: '6rem', md: '9rem' }} textAlign="end">
                Open
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="normal" overflowWrap="anywhere">
                  {row.title}
                </Table.Cell>
                {showDate ? (
                  <Table.Cell whiteSpace="nowrap" fontSize={{ base: 'xs', md: 'sm' }}>
                    {formatCourseVideoDate(row.date)}
                  </Table.Cell>
                ) : null}
                <Table.Cell textAlign="end">
                  <RowAction row={row} onPreview={setPreview} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" flexWrap="wrap" gap="3" mt="3">
        <HStack gap="2">
          <Text asChild fontSize="sm">
            <label htmlFor={sizeId}>Rows per page</label>
          </Text>
          <NativeSelect.Root size="sm" w="5.5rem">
            <NativeSelect.Field
              id={sizeId}
              value={String(size)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setSize(value === 'All' ? 'All' : (Number(value) as PageSizeOption));
                setPage(0);
              }}
            >
              {PAGE_SIZE_OPTIONS.map((option) => (
                <option key={option} value={String(option)}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm" aria-live="polite">
            {first}–{last} of {rows.length}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setPage(current - 1)} disabled={current === 0} aria-label="Previous page">
            Prev
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPage(current + 1)} disabled={current >= pages - 1} aria-label="Next page">
            Next
          </Button>
        </HStack>
      </HStack>
      <MediaPreviewDialog item={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}

function RowAction({ row, onPreview }: { row: MediaRow; onPreview: (item: PreviewItem) => void }) {
  if (row.kind && row.url) {
    const { kind, url } = row;
    return (
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => onPreview({ id: row.id, title: row.title, kind, url })} aria-label={`Preview ${row.title}`}>
        <FiEye /> {KIND_LABEL[kind]}
      </Button>
    );
  }
  if (row.link) {
    return (
      <Link href={row.link} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
        Open link <FiExternalLink aria-hidden />
        <Text as="span" srOnly>
          (opens in a new tab)
        </Text>
      </Link>
    );
  }
  return null;
}

/**
 * The References and Recorded session tabs (spec part 2, section 2): the course's list,
 * asked for when the tab opens, loading, failing or empty as `noun` says ("the references"),
 * then its MediaTable.
 */
export function MediaListTab({
  query,
  rows,
  noun,
  icon,
  emptyTitle,
  caption,
  showDate,
}: {
  query: ScreenStateProps<unknown>['query'];
  rows: readonly MediaRow[] | null | undefined;
  noun: string;
  icon: ReactElement;
  emptyTitle: string;
  caption: string;
  showDate?: boolean;
}) {
  return (
    <ScreenState query={query} value={rows} loading={<LoadingState label={`Loading ${noun}`} />} errorTitle={`We could not load ${noun}`} empty={<EmptyView icon={icon} title={emptyTitle} />}>
      {(list) => <MediaTable rows={list} caption={caption} showDate={showDate} />}
    </ScreenState>
  );
}
