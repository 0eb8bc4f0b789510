import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isPagedDocument } from '../../../core/rules/officeDocument';
import type { Attendance } from '../../../core/schemas/lectures';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useCourseFiles } from '../files/filesApi';
import { shownDocumentPath } from './lectureRoutes';
import { showDocument } from './lecturesApi';
import { FollowingDocument, LeadingDocument } from './ShownDocument';

/** The teacher's choice of what the class sees: one of the course's PDFs and office documents, or nothing. */
function DocumentPicker({ attendance, shownFileId }: { attendance: Attendance; shownFileId: string | null }) {
  const files = useCourseFiles(attendance.courseId);
  const [busy, setBusy] = useState(false);
  const sitting = { lectureId: attendance.lectureId, attendanceId: attendance._id };
  const choose = async (fileId: string | null) => {
    setBusy(true);
    try {
      await showDocument({ ...sitting, fileId, page: 1, zoom: 'page-width' });
    } catch (error) {
      toast(errorMessage(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const documents = (files.data ?? []).filter((file) => isPagedDocument(file.contentType));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Show a document"
        placeholder={files.isPending ? 'Loading the course files…' : 'Choose a PDF or office document'}
        data={documents.map((file) => ({ value: file._id, label: file.name }))}
        value={shownFileId}
        onChange={(fileId) => fileId && void choose(fileId)}
        disabled={busy || files.isPending}
        nothingFoundMessage="No PDF or office document among the course files"
        error={files.isError ? 'The course files could not be loaded.' : undefined}
        searchable
        allowDeselect={false}
        w={{ base: '100%', sm: 320 }}
      />
      {shownFileId && (
        <Button variant="default" onClick={() => void choose(null)} loading={busy}>
          Stop showing
        </Button>
      )}
    </Group>
  );
}

/**
 * The document of the class (issue 16), above the videos: the teacher picks one of the course's documents and
 * leads it, page and zoom; each student's copy follows. Either can open it on a page of its own, in a new tab so
 * the class goes on in this one.
 */
export function ClassDocumentPanel({ attendance, teaches }: { attendance: Attendance; teaches: boolean }) {
  const headingId = useId();
  const shown = attendance.document;
  if (!teaches && !shown) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {shown ? `Shown to the class: ${shown.name}` : 'Nothing is shown to the class'}
          </Title>
          {shown && (
            <Anchor
              component={Link}
              to={shownDocumentPath(attendance._id, shown, teaches)}
              target="_blank"
              size="sm"
            >
              Open on its own page
            </Anchor>
          )}
        </Group>
        {teaches ? (
          <DocumentPicker attendance={attendance} shownFileId={shown?.fileId ?? null} />
        ) : (
          <Text size="sm" c="dimmed">
            Your view follows the teacher's page and zoom.
          </Text>
        )}
        {shown &&
          (teaches ? (
            <LeadingDocument
              key={shown.fileId}
              sitting={{ lectureId: attendance.lectureId, attendanceId: attendance._id }}
              document={shown}
            />
          ) : (
            <FollowingDocument document={shown} />
          ))}
      </Stack>
    </Paper>
  );
}
