import { Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { NOTE_TEXT_MAX_CHARS } from '../../../core/constants';
import type { Note } from '../../../core/schemas/notes';
import { queryKeys } from '../../api/queryKeys';
import { ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { saveDocNote, saveLectureNote, useDocNote, useLectureNote } from './notesApi';
import { type AutosaveStatus, useAutosave } from './useAutosave';

/** 14:05 today, with its day otherwise. */
function savedTime(at: string): string {
  const time = dayjs(at);
  return time.isSame(dayjs(), 'day') ? time.format('HH:mm') : time.format('D MMM YYYY, HH:mm');
}

function statusText(status: AutosaveStatus, note: Note): string {
  switch (status.state) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${savedTime(status.at)}`;
    case 'failed':
      return `Not saved: ${status.message} Your text is kept here; it will be tried again.`;
    case 'idle':
      return note.updatedAt ? `Last saved ${savedTime(note.updatedAt)}` : '';
  }
}

/** The box itself, started from the note as loaded; from then on the box, not the server, holds the text. */
function NotesEditor({
  label,
  note,
  save,
}: {
  label: string;
  note: Note;
  save: (text: string, leaving: boolean) => Promise<Note>;
}) {
  const [text, setText] = useState(note.text);
  const { status, change } = useAutosave(save);
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description="Only you can see these notes. They are saved as you type."
        autosize
        minRows={8}
        maxRows={30}
        maxLength={NOTE_TEXT_MAX_CHARS}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          change(event.currentTarget.value);
        }}
        styles={{ label: { overflowWrap: 'anywhere' } }}
      />
      <Text size="xs" c={status.state === 'failed' ? 'red.8' : 'dimmed'} role="status" mih="1.5em">
        {statusText(status, note)}
      </Text>
    </Stack>
  );
}

/**
 * "My notes": the signed-in user's private note, loaded by `note` and saved as they type (useAutosave) by `save`,
 * which also puts what was saved in the query's place, so that coming back shows it.
 */
export function NotesBox({
  label,
  note,
  save,
}: {
  label: string;
  note: UseQueryResult<Note>;
  save: (text: string, leaving: boolean) => Promise<Note>;
}) {
  return (
    <Paper component="section" aria-label="My notes" withBorder p="sm" radius="sm">
      {note.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your notes">
          <Skeleton height={14} width="60%" />
          <Skeleton height={160} />
        </Stack>
      ) : note.isError ? (
        <ErrorState
          title="Your notes could not be loaded"
          error={note.error}
          onRetry={() => void note.refetch()}
        />
      ) : (
        <NotesEditor label={label} note={note.data} save={save} />
      )}
    </Paper>
  );
}

/** "My notes" beside a document (issue 14): the user's private notes on it (getNote4Doc, saveNote4Doc). */
export function DocumentNotes({ fileId, fileName }: { fileId: string; fileName: string }) {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const note = useDocNote(fileId, userId ?? '');
  const save = useCallback(
    async (value: string, leaving: boolean) => {
      const reply = await saveDocNote(fileId, value, leaving);
      queryClient.setQueryData(queryKeys.docNote(fileId, userId ?? ''), reply);
      return reply.data;
    },
    [fileId, userId, queryClient],
  );
  return <NotesBox label={`My notes on ${fileName}`} note={note} save={save} />;
}

/** "My notes" in a class (issue 16): the user's private notes on the lecture (getNote4Lecture, saveNote4Lecture). */
export function LectureNotes({ courseId, lectureId }: { courseId: string; lectureId: string }) {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const note = useLectureNote(courseId, lectureId, userId ?? '');
  const save = useCallback(
    async (value: string, leaving: boolean) => {
      const reply = await saveLectureNote(lectureId, value, leaving);
      queryClient.setQueryData(queryKeys.lectureNote(lectureId, userId ?? ''), reply);
      return reply.data;
    },
    [lectureId, userId, queryClient],
  );
  return <NotesBox label="My notes on this lecture" note={note} save={save} />;
}
