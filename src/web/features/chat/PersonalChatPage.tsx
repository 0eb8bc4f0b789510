import { Box, Paper, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CHAT_LIST_ONLY, type ChatGroup } from '../../../core/schemas/chat';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { WIDE_MEDIA } from '../../platform/theme';
import { useCourseDetail } from '../courses/courseQueries';
import { ChatListPane } from './ChatListPane';
import { ConversationPane } from './ConversationPane';
import { chatCandidates } from './chatPeople';
import { useRefreshChatList } from './chatQueries';
import { openNewGroup, openNewPersonalChat } from './openNewChat';
import { useChatLive } from './useChatLive';

/** The page fills the space under the header, so that the messages scroll and the composer stays in view. */
const PAGE_HEIGHT = 'calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding))';

function Chats({ courseId, chatListId, myId }: { courseId: string; chatListId: string; myId: string }) {
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE_MEDIA, true, { getInitialValueInEffect: false });
  const course = useCourseDetail(courseId);
  const refreshList = useRefreshChatList(courseId, myId);
  const openChatId = chatListId === CHAT_LIST_ONLY ? null : chatListId;
  const listPath = `/personalchat/${courseId}/${CHAT_LIST_ONLY}`;

  const onOpenChatGone = useCallback(
    (reason: 'removed' | 'left') => {
      toast(reason === 'removed' ? 'This chat was removed.' : 'You are no longer in this chat.');
      navigate(listPath);
    },
    [navigate, listPath],
  );
  useChatLive({ courseId, userId: myId, chatListId: openChatId, onOpenChatGone });

  if (course.isError)
    return (
      <ErrorState
        error={course.error}
        title="The chats of this course could not be opened"
        onRetry={() => void course.refetch()}
      />
    );

  const candidates = course.data ? chatCandidates(course.data, myId) : null;
  const opened = (group: ChatGroup) => {
    void refreshList();
    navigate(`/personalchat/${courseId}/${group._id}`);
  };
  const showList = wide || !openChatId;
  const showChat = wide || Boolean(openChatId);

  return (
    <>
      <VisuallyHidden component="h1">Chats{course.data ? ` of ${course.data.name}` : ''}</VisuallyHidden>
      <Paper withBorder h={PAGE_HEIGHT} mih={420} style={{ display: 'flex', overflow: 'hidden' }}>
        {showList && (
          <Box
            w={wide ? 320 : '100%'}
            style={{
              flexShrink: 0,
              borderRight: wide ? '1px solid var(--mantine-color-default-border)' : undefined,
            }}
          >
            <ChatListPane
              courseId={courseId}
              courseName={course.data?.name ?? ''}
              myId={myId}
              openChatId={openChatId}
              onNewGroup={
                candidates ? () => openNewGroup({ courseId, candidates, onCreated: opened }) : undefined
              }
              onNewPersonal={
                candidates
                  ? () => openNewPersonalChat({ courseId, candidates, onCreated: opened })
                  : undefined
              }
            />
          </Box>
        )}
        {showChat && (
          <Box style={{ flex: 1, minWidth: 0 }}>
            {openChatId ? (
              <ConversationPane
                key={openChatId}
                courseId={courseId}
                chatListId={openChatId}
                myId={myId}
                showBack={!wide}
              />
            ) : (
              <Box h="100%" style={{ display: 'grid', placeItems: 'center' }}>
                <EmptyState title="Pick a chat">
                  Choose a chat on the left, or start a personal chat or a group with people of this course.
                </EmptyState>
              </Box>
            )}
          </Box>
        )}
      </Paper>
    </>
  );
}

/**
 * /personalchat/:courseId/:chatListId (SPEC §2): the chats of a course on the left, the open chat on the right.
 * chatListId `all` opens none. On a phone the list and the chat are two screens.
 */
export default function PersonalChatPage() {
  const { courseId = '', chatListId = CHAT_LIST_ONLY } = useParams();
  const { userId } = useSession();
  if (!userId) return null;
  return <Chats courseId={courseId} chatListId={chatListId} myId={userId} />;
}
