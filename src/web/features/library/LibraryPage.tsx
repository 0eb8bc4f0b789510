import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatFileSize } from '../../../core/rules/fileSize';
import { personName } from '../../../core/rules/personName';
import type { LibraryDocument } from '../../../core/schemas/sharedDocuments';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { formatDateTime } from '../courses/itemDates';
import { FileActions } from '../files/FileRow';
import { fileViewerPath } from '../files/fileLinks';
import { ReferenceSelect } from '../reference/ReferenceSelect';
import { AddToLibrary } from './AddToLibrary';
import { useLibrary, useRemoveLibraryDocument } from './libraryApi';
import { canChangeLibraryDocument } from './libraryMetadata';

const SEARCH_DELAY_MS = 300;

function DocumentCard({ document, onRemove }: { document: LibraryDocument; onRemove?: () => void }) {
  const viewer = fileViewerPath(document.file);
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={6} h="100%">
        {viewer ? (
          <Anchor component={Link} to={viewer} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Anchor>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Text>
        )}
        {document.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {document.description}
          </Text>
        )}
        <Group gap={6}>
          {document.sector && <Badge variant="light">{document.sector.name}</Badge>}
          {document.courseCode && (
            <Badge variant="outline" title={document.courseCode.title}>
              {document.courseCode.code}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {formatFileSize(document.file.size)} · {formatDateTime(new Date(document.createdAt))} ·{' '}
          {personName(document.file.uploader)}
        </Text>
        <FileActions fileId={document.file._id} name={document.title} onRemove={onRemove} mt="auto" />
      </Stack>
    </Paper>
  );
}

/**
 * /library (issue 14, SPEC §7 library getAll): the documents shared with the whole school, searched by words of
 * their title or description, sector and course code. Teachers add documents; the teacher who added one, or an
 * administrator, removes it.
 */
export default function LibraryPage() {
  const session = useSession();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [sectorId, setSectorId] = useState<string | null>(null);
  const [courseCodeId, setCourseCodeId] = useState<string | null>(null);
  const documents = useLibrary({ q, sectorId, courseCodeId });
  const remove = useRemoveLibraryDocument();
  const searching = Boolean(q || sectorId || courseCodeId);

  const askRemove = async (document: LibraryDocument) => {
    const answer = await confirm({
      title: 'Remove this document?',
      message: `${document.title} will no longer be in the library. An administrator can restore it from the deleted history.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(document._id, {
      onSuccess: () => toast(`${document.title} was removed.`, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Library
        </Title>
        <Text c="dimmed">Documents shared with the whole school.</Text>
      </Stack>
      {session.role === 'teacher' && <AddToLibrary />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="search">
        <TextInput
          label="Search"
          placeholder="Words of the title or description"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          size="md"
        />
        <ReferenceSelect kind="sector" label="Sector" value={sectorId} onChange={setSectorId} />
        <ReferenceSelect
          kind="courseCode"
          label="Course code"
          value={courseCodeId}
          onChange={setCourseCodeId}
        />
      </SimpleGrid>
      {documents.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          role="status"
          aria-busy="true"
          aria-label="Loading the library"
        >
          <Skeleton height={140} />
          <Skeleton height={140} />
          <Skeleton height={140} />
        </SimpleGrid>
      ) : documents.isError ? (
        <ErrorState
          error={documents.error}
          onRetry={() => void documents.refetch()}
          title="The library could not be loaded"
        />
      ) : documents.data.length === 0 ? (
        <EmptyState title={searching ? 'Nothing matches' : 'The library is empty'}>
          {searching
            ? 'Try other words, or another sector or course code.'
            : 'Documents teachers share with the whole school appear here.'}
        </EmptyState>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-busy={documents.isFetching}
        >
          {documents.data.map((document) => (
            <DocumentCard
              key={document._id}
              document={document}
              onRemove={
                canChangeLibraryDocument(document, session) ? () => void askRemove(document) : undefined
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
