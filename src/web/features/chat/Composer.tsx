import { Button, Group, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { CHAT_TEXT_MAX } from '../../../core/schemas/chat';

/** The count of characters left shows once this few are left. */
const COUNT_LEFT_FROM = 500;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. The text stays when sending fails, so nothing
 * typed is lost; it is cleared once the message is sent.
 */
export function Composer({
  onSend,
  sending,
  label = 'Message',
  placeholder = 'Write a message',
}: {
  /** Resolves when sent; rejects to keep the text. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  label?: string;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const hintId = useId();
  const trimmed = text.trim();
  const left = CHAT_TEXT_MAX - text.length;

  const send = async () => {
    if (!trimmed || sending) return;
    try {
      await onSend(trimmed);
      setText('');
    } catch {
      // The caller says what went wrong; the text stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={label}
          aria-describedby={hintId}
          maxLength={CHAT_TEXT_MAX}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" loading={sending} disabled={!trimmed}>
          Send
        </Button>
      </Group>
      <Text id={hintId} size="xs" c="dimmed" mt={4} aria-live="polite">
        {left <= COUNT_LEFT_FROM ? `${left} characters left.` : 'Enter sends, Shift+Enter starts a new line.'}
      </Text>
    </form>
  );
}
