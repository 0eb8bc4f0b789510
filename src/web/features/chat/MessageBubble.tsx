import {
  ActionIcon,
  Box,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import dayjs from 'dayjs';
import { type KeyboardEvent, useState } from 'react';
import { personName } from '../../../core/rules/personName';
import { CHAT_DELETED_TEXT, CHAT_TEXT_MAX, type ChatUser } from '../../../core/schemas/chat';
import { ChatAvatar } from './ChatAvatar';
import { LinkifiedText } from './LinkifiedText';

/** What a bubble shows of a chat or lecture chat message. */
export interface BubbleMessage {
  _id: string;
  sender: ChatUser | null;
  text: string;
  sendTime: string;
  deleted: boolean;
  editedAt?: string | null;
}

const nameOf = (sender: ChatUser | null) => (sender ? personName(sender) : 'Former member');

function EditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setSaving(true);
    try {
      await onSave(trimmed);
      onCancel();
    } catch {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onCancel();
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };
  return (
    <Stack gap={6} miw={220}>
      <Textarea
        aria-label="Edit the message"
        maxLength={CHAT_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={1}
        maxRows={8}
        data-autofocus
        autoFocus
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="xs" loading={saving} disabled={!text.trim()} onClick={() => void save()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One message: one's own on the right, others' on the left with the sender's name. Its own actions (edit,
 * delete) sit in a menu that is reachable by keyboard. A deleted message shows only that it was deleted.
 */
export function MessageBubble({
  message,
  mine,
  onEdit,
  onDelete,
}: {
  message: BubbleMessage;
  mine: boolean;
  /** Absent when the viewer may not edit it. */
  onEdit?: (text: string) => Promise<unknown>;
  /** Absent when the viewer may not delete it. */
  onDelete?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const sent = dayjs(message.sendTime);
  const name = nameOf(message.sender);
  const actions = !message.deleted && !editing && (onEdit || onDelete);

  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-end" gap="xs" wrap="nowrap" component="li">
      {!mine && <ChatAvatar name={name} picture={message.sender?.userLogo} size={30} />}
      <Box maw="min(560px, 80%)" miw={0}>
        {mine ? (
          <VisuallyHidden>You said:</VisuallyHidden>
        ) : (
          <Text size="xs" c="dimmed" mb={2}>
            {name}
          </Text>
        )}
        <Group
          gap={4}
          wrap="nowrap"
          align="flex-start"
          style={{ flexDirection: mine ? 'row-reverse' : 'row' }}
        >
          <Paper
            px="sm"
            py={6}
            radius="lg"
            bg={mine ? 'purple.0' : 'gray.0'}
            withBorder={!mine}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {editing && onEdit ? (
              <EditForm initial={message.text} onSave={onEdit} onCancel={() => setEditing(false)} />
            ) : message.deleted ? (
              <Text size="sm" fs="italic" c="dimmed">
                {CHAT_DELETED_TEXT}
              </Text>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <LinkifiedText text={message.text} />
              </Text>
            )}
            <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mt={2}>
              <time dateTime={message.sendTime} title={sent.format('MMM DD, YYYY h:mm A')}>
                {sent.format('h:mm A')}
              </time>
              {message.editedAt && !message.deleted ? ' · edited' : ''}
            </Text>
          </Paper>
          {actions && (
            <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message actions">
                  <Text component="span" fw={700} aria-hidden="true">
                    ⋯
                  </Text>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {onEdit && <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>}
                {onDelete && (
                  <Menu.Item color="red" onClick={onDelete}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Box>
    </Group>
  );
}
