import { Box, Button, Center, Divider, ScrollArea, Stack } from '@mantine/core';
import { Fragment, type ReactNode, useLayoutEffect, useRef } from 'react';
import { groupByDay } from './chatCache';
import type { BubbleMessage } from './MessageBubble';

/** Within this many pixels of the end counts as reading the newest messages. */
const NEAR_END_PX = 80;

/**
 * Keeps the reader's place: at the newest message when they were there (or wrote it), and on the same message
 * when older ones are loaded above.
 */
function useReadingPosition(messages: readonly BubbleMessage[], isMine: (m: BubbleMessage) => boolean) {
  const viewport = useRef<HTMLDivElement>(null);
  const isMineRef = useRef(isMine);
  isMineRef.current = isMine;
  const atEnd = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const first = messages[0];
    const last = messages.at(-1);
    const before = previous.current;
    if (before.firstId && first?._id !== before.firstId && last?._id === before.lastId) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last?._id !== before.lastId && (atEnd.current || (last && isMineRef.current(last)))) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      firstId: first?._id,
      lastId: last?._id,
      height: element.scrollHeight,
      top: element.scrollTop,
    };
  }, [messages]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
  };
  return { viewport, onScroll };
}

/** A chat's messages under their day headings (SPEC §3, §9), oldest at the top, with older ones on request. */
export function MessageList<M extends BubbleMessage>({
  messages,
  label,
  isMine,
  renderMessage,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  empty,
}: {
  messages: readonly M[];
  /** Names the list for screen readers ("Messages in Team"). */
  label: string;
  isMine: (message: BubbleMessage) => boolean;
  renderMessage: (message: M) => ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  empty: ReactNode;
}) {
  const { viewport, onScroll } = useReadingPosition(messages, isMine);
  return (
    <ScrollArea viewportRef={viewport} onScrollPositionChange={onScroll} style={{ flex: 1 }} offsetScrollbars>
      <Stack gap="sm" p={{ base: 'xs', sm: 'md' }} role="log" aria-label={label}>
        {hasOlder && (
          <Center>
            <Button variant="subtle" size="xs" loading={loadingOlder} onClick={onLoadOlder}>
              Show older messages
            </Button>
          </Center>
        )}
        {messages.length === 0 && empty}
        {groupByDay(messages).map((group) => (
          <Box key={group.day} component="section" aria-label={group.day}>
            <Divider label={group.day} labelPosition="center" my="xs" />
            <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.messages.map((message) => (
                <Fragment key={message._id}>{renderMessage(message)}</Fragment>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </ScrollArea>
  );
}
