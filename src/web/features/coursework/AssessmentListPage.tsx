import { Button, Drawer, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Drawer.css';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { GradingLine } from '../../../core/schemas/coursework';
import { confirm } from '../../components/ConfirmDialog';
import { openModal } from '../../components/modalStack';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteAnchor } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { PHONE_MEDIA } from '../../platform/theme';
import { countOf } from '../courses/courseVisuals';
import { teacherListPath } from '../courses/itemRoutes';
import { useCourseworkItem } from './courseworkApi';
import { courseworkOfParams, projectAssessmentPath } from './courseworkRoutes';
import { DownloadSubmissionsButton } from './DownloadSubmissionsButton';
import { ExtensionsPanel } from './ExtensionsPanel';
import { GradingLinesView } from './GradingLinesView';
import { GradingPanel } from './GradingPanel';
import {
  filterLines,
  LINE_FILTERS,
  type LineFilter,
  lineName,
  neighbours,
  releasableCount,
} from './gradingLines';
import { MissingWorkPanel } from './MissingWorkPanel';
import { useAssessmentLines, useRelease } from './submissionsApi';
import { useUnsavedMark } from './useUnsavedMark';

const isFilter = (value: string | null): value is LineFilter =>
  LINE_FILTERS.some((choice) => choice.value === value);

function ListSkeleton() {
  return (
    <Stack gap="lg" maw={1100} role="status" aria-busy="true" aria-label="Loading the submissions">
      <Skeleton height={36} width="50%" />
      <Skeleton height={48} />
      <Skeleton height={240} />
    </Stack>
  );
}

/**
 * /assessmentassignmentlist, /assessmentprojectlist and /labassessmentlist (teacher, SPEC §2; issue 14): every
 * student (every group of a project) with where their work stands, filtered by state, and the release of the marks
 * given. An assignment's or a lab's work opens for grading in a drawer (full screen on a phone) named in the
 * address (?assessment=, with the filter as ?show=), so a reload keeps the place; a project's opens at
 * /assessmentproject/{assessmentId}. Moving on or closing with a mark not saved asks first (issue 37). Below,
 * the deadline extensions (issue 37).
 */
export default function AssessmentListPage() {
  const params = useParams();
  const { kind, itemId } = courseworkOfParams(params) ?? { kind: 'assignment' as const, itemId: '' };
  const item = useCourseworkItem(kind, params.courseId ?? '', itemId);
  const lines = useAssessmentLines(itemId);
  const release = useRelease(itemId);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const unsavedMark = useUnsavedMark();
  const phone = useMediaQuery(PHONE_MEDIA, false, { getInitialValueInEffect: false });

  if (item.isPending || lines.isPending) return <ListSkeleton />;
  if (item.isError || lines.isError) {
    const failed = item.isError ? item : lines;
    return (
      <ErrorState
        title="The submissions could not be loaded"
        error={failed.error}
        onRetry={() => void Promise.all([item.refetch(), lines.refetch()])}
      />
    );
  }

  const coursework = item.data;
  // The filter is in the address beside the open work (?show=), so a reload or a way back keeps the teacher's place.
  const shownState = search.get('show');
  const filter: LineFilter = isFilter(shownState) ? shownState : 'all';
  const shown = filterLines(lines.data, filter);
  const toRelease = releasableCount(lines.data);
  const openId = kind === 'project' ? null : search.get('assessment');
  const setQuery = (name: 'assessment' | 'show', value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setOpen = (assessmentId: string | null) =>
    void unsavedMark.leave(() => setQuery('assessment', assessmentId));
  const setFilter = (value: LineFilter) => setQuery('show', value === 'all' ? null : value);
  const open = (assessmentId: string) =>
    kind === 'project' ? void navigate(projectAssessmentPath(assessmentId)) : setOpen(assessmentId);

  const markMissing = (line: GradingLine) =>
    openModal({
      title: `Mark ${lineName(line)}`,
      size: 'lg',
      render: (close) => <MissingWorkPanel item={coursework} line={line} onDone={close} />,
    });

  const onRelease = async () => {
    const answer = await confirm({
      title: 'Release the marks?',
      message: `${countOf(toRelease, 'student', 'students')} will see their mark and feedback, and be notified.`,
      confirmLabel: 'Release',
    });
    if (answer.code !== 0) return;
    release.mutate(undefined, {
      onSuccess: ({ data }) =>
        toast(`${countOf(data.released, 'mark was', 'marks were')} released.`, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <RouteAnchor to={teacherListPath(kind, coursework.courseId)} size="sm">
          ← All the {ITEM_KIND_DEFINITIONS[kind].labels.many.toLowerCase()} of the course
        </RouteAnchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {coursework.title}
        </Title>
        <Text size="sm">
          Marked out of {coursework.maxMark}
          {coursework.rubric ? ' with a rubric' : ''}
        </Text>
      </Stack>
      <PanelSection title={kind === 'project' ? 'Work of the groups' : 'Work of the students'}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Select
              label="Show"
              data={LINE_FILTERS}
              value={filter}
              onChange={(value) => isFilter(value) && setFilter(value)}
              allowDeselect={false}
              maw={260}
            />
            <Group gap="sm" wrap="wrap">
              <DownloadSubmissionsButton itemId={coursework._id} title={coursework.title} />
              <Button onClick={() => void onRelease()} disabled={toRelease === 0} loading={release.isPending}>
                Release marks ({toRelease})
              </Button>
            </Group>
          </Group>
          {lines.data.length === 0 ? (
            <EmptyState title={kind === 'project' ? 'No groups yet' : 'No students yet'}>
              {kind === 'project'
                ? 'Groups appear here once they are formed, with their work as they hand it in.'
                : 'The students of the course appear here, with their work as they hand it in.'}
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No one in this state">Choose another state to show.</EmptyState>
          ) : (
            <GradingLinesView
              lines={shown}
              maxMark={coursework.maxMark}
              compact={phone}
              onOpen={open}
              onMarkMissing={markMissing}
              caption={`${countOf(shown.length, 'line', 'lines')} of ${lines.data.length}`}
            />
          )}
        </Stack>
      </PanelSection>
      <ExtensionsPanel item={coursework} />
      <Drawer
        opened={openId !== null}
        onClose={() => setOpen(null)}
        position="right"
        size={phone ? '100%' : '90%'}
        title="Grade the work"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {openId && (
          <GradingPanel
            item={coursework}
            assessmentId={openId}
            // Over every line, not the filtered ones: a graded line leaves a "Handed in" filter, and the way on
            // to the next must not vanish with it.
            neighbours={{ ...neighbours(lines.data, openId), open: setOpen }}
            onUnsavedChange={unsavedMark.onUnsavedChange}
          />
        )}
      </Drawer>
    </Stack>
  );
}
