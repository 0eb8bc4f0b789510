import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSubscription } from '../../api/useSocket';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { useCurrentRoute } from '../../platform/currentRoute';
import { shownDocumentPath } from './lectureRoutes';
import { showDocument, useAttendance } from './lecturesApi';
import { FollowingDocument, LeadingDocument } from './ShownDocument';
import { applySittingChange } from './sittingCache';
import { useLectureEvents } from './useLectureEvents';

/** Hears the sitting's changes in the lecture's room and keeps the page's copy of it up to date. */
function useLiveSitting(attendanceId: string) {
  const attendance = useAttendance(attendanceId);
  const queryClient = useQueryClient();
  const lectureId = attendance.data?.lectureId ?? '';
  useSubscription('lecture', lectureId ? { lectureId } : null);
  useLectureEvents(lectureId, (event) => {
    if (event.attendanceId === attendanceId) applySittingChange(queryClient, event);
  });
  return attendance;
}

/**
 * /file_tviewer_pdf and /file_tviewer_doc (SPEC §2, issue 16): the teacher shows the class this document, which
 * opening the page does, and leads it; every student's viewer follows the page and zoom.
 */
function LeadPage({ attendanceId, fileId }: { attendanceId: string; fileId: string }) {
  const attendance = useLiveSitting(attendanceId);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const { data, refetch } = attendance;
  const shownHere = data?.document?.fileId === fileId;
  useEffect(() => {
    if (!data || data.endedAt || shownHere || asked.current) return;
    asked.current = true;
    showDocument({ lectureId: data.lectureId, attendanceId, fileId, page: 1, zoom: 'page-width' })
      .then(() => refetch())
      .catch((error) => setFailure(errorMessage(error)));
  }, [data, shownHere, attendanceId, fileId, refetch]);

  if (attendance.isError)
    return (
      <ErrorState
        title="This class could not be opened"
        error={attendance.error}
        onRetry={() => void attendance.refetch()}
      />
    );
  if (!data) return <LoadingSpinner label="Opening the class" />;
  if (data.endedAt) return <Alert title="This class has ended.">Nothing is shown to it any more.</Alert>;
  if (failure)
    return (
      <Alert color="red" title="This document cannot be shown to the class">
        {failure}
      </Alert>
    );
  if (!shownHere || !data.document) return <LoadingSpinner label="Showing the document to the class" />;
  const sitting = { lectureId: data.lectureId, attendanceId };
  const stop = async () => {
    try {
      await showDocument({ ...sitting, fileId: null, page: 1, zoom: 'page-width' });
      await refetch();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {data.document.name}
          </Title>
          <Text size="sm" c="dimmed">
            Shown to the class: everyone's view follows your page and zoom.
          </Text>
        </div>
        <Button variant="default" onClick={() => void stop()}>
          Stop showing
        </Button>
      </Group>
      <LeadingDocument key={fileId} sitting={sitting} document={data.document} />
    </Stack>
  );
}

/**
 * /file_sviewer_pdf and /file_sviewer_doc (SPEC §2, issue 16): a student's view of the document the teacher shows,
 * following the teacher's page and zoom; when the teacher shows another one, this page moves to it.
 */
function FollowPage({ attendanceId, fileId }: { attendanceId: string; fileId: string }) {
  const attendance = useLiveSitting(attendanceId);
  const navigate = useNavigate();
  const shown = attendance.data?.document ?? null;
  useEffect(() => {
    if (shown && shown.fileId !== fileId)
      void navigate(shownDocumentPath(attendanceId, shown, false), { replace: true });
  }, [shown, fileId, attendanceId, navigate]);

  if (attendance.isError)
    return (
      <ErrorState
        title="This class could not be opened"
        error={attendance.error}
        onRetry={() => void attendance.refetch()}
      />
    );
  if (!attendance.data) return <LoadingSpinner label="Opening the class" />;
  if (!shown || shown.fileId !== fileId)
    return (
      <Alert title={attendance.data.endedAt ? 'This class has ended.' : 'Nothing is shown to the class now.'}>
        {attendance.data.endedAt
          ? 'The document it showed is with the course files.'
          : 'When the teacher shows a document, it opens here.'}
      </Alert>
    );
  return (
    <Stack gap="sm" h="100%">
      <div>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {shown.name}
        </Title>
        <Text size="sm" c="dimmed">
          Your view follows the teacher's page and zoom.
        </Text>
      </div>
      <FollowingDocument document={shown} />
    </Stack>
  );
}

/** The four viewers of a document shown in a class: t (the teacher leads) and s (a student follows). */
export default function ShownDocumentPage() {
  const { attendanceId = '', fileId = '' } = useParams();
  const leads = useCurrentRoute().route.pattern.startsWith('/file_tviewer');
  return leads ? (
    <LeadPage attendanceId={attendanceId} fileId={fileId} />
  ) : (
    <FollowPage attendanceId={attendanceId} fileId={fileId} />
  );
}
