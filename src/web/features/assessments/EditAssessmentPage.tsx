import { Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { Authoring } from '../../../core/schemas/assessments';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';
import { ErrorState } from '../../components/PageStates';
import { useCurrentRoute } from '../../platform/currentRoute';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ItemDetailsForm } from '../courses/ItemDetailsForm';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { AccommodationsPanel } from './AccommodationsPanel';
import { AssessmentEditHeader } from './AssessmentEditHeader';
import { assessmentIdIn, assessmentKindAt, NOT_ASSESSMENT_PAGE } from './assessmentRoutes';
import { type AuthoringTarget, useAssessmentBank, useAssessmentItem, useAuthoring } from './assessmentsApi';
import { QuestionEditor } from './QuestionEditor';
import { SettingsForm } from './SettingsForm';

/** The page's parts, each a tab, in their order; the address names the one shown (`?tab=`). */
const PARTS = ['questions', 'details', 'settings', 'students'] as const;
type Part = (typeof PARTS)[number];

const PART_LABELS: Record<Part, string> = {
  questions: 'Questions',
  details: 'Details',
  settings: 'Settings',
  students: 'Students',
};
/** What the leave warning says is not saved. */
const PART_CHANGES: Record<Part, string> = {
  questions: 'the questions',
  details: 'the details',
  settings: 'the settings',
  students: 'the accommodations',
};

const isPart = (value: string | null): value is Part => PARTS.includes(value as Part);

/** The test's questions in the editor. */
function AssessmentQuestions({
  target,
  authoring,
  onDirtyChange,
}: {
  target: AuthoringTarget;
  authoring: Authoring;
  onDirtyChange: (dirty: boolean) => void;
}) {
  return <QuestionEditor bank={useAssessmentBank(target, authoring)} onDirtyChange={onDirtyChange} />;
}

function AssessmentEditor({ target }: { target: AuthoringTarget }) {
  const { kind, courseId, itemId } = target;
  const item = useAssessmentItem(kind, courseId, itemId);
  const authoring = useAuthoring(kind, courseId, itemId);
  useCourseChannel(courseId);
  const [search, setSearch] = useSearchParams();
  const shown = search.get('tab');
  const part: Part = isPart(shown) ? shown : 'questions';
  const [unsaved, setUnsaved] = useState<Record<Part, boolean>>({
    questions: false,
    details: false,
    settings: false,
    students: false,
  });
  // One stable reporter per part, so that the parts' effects run only when their own state changes.
  const report = useMemo(
    () =>
      Object.fromEntries(
        PARTS.map((name) => [
          name,
          (dirty: boolean) =>
            setUnsaved((current) => (current[name] === dirty ? current : { ...current, [name]: dirty })),
        ]),
      ) as Record<Part, (dirty: boolean) => void>,
    [],
  );
  useLeaveGuard(PARTS.filter((name) => unsaved[name]).map((name) => PART_CHANGES[name]));
  const label = ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase();

  if (item.isPending || authoring.isPending) return <CoursePageSkeleton sections={2} />;
  if (item.isError || authoring.isError) {
    const failed = item.isError ? item : authoring;
    return (
      <ErrorState
        title={`This ${label} could not be opened`}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <AssessmentEditHeader kind={kind} item={item.data} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Tabs
          value={part}
          onChange={(value) => {
            if (isPart(value)) setSearch({ tab: value }, { replace: true });
          }}
        >
          {/* One row on a phone too: the tabs are narrower there, and the row scrolls rather than wraps. */}
          <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {PARTS.map((name) => (
              <Tabs.Tab key={name} value={name} px={{ base: 'xs', sm: 'md' }} style={{ flexShrink: 0 }}>
                {PART_LABELS[name]}
                {unsaved[name] && (
                  <>
                    <Text span c="orange.9" fw={700} aria-hidden>
                      {' •'}
                    </Text>
                    <VisuallyHidden> (not saved)</VisuallyHidden>
                  </>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="questions">
            <AssessmentQuestions
              target={target}
              authoring={authoring.data}
              onDirtyChange={report.questions}
            />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <ItemDetailsForm item={item.data} reload={() => item.refetch()} onDirtyChange={report.details} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <SettingsForm
              target={target}
              settings={authoring.data.settings}
              onDirtyChange={report.settings}
            />
          </Tabs.Panel>
          <Tabs.Panel value="students">
            <AccommodationsPanel
              target={target}
              authoring={authoring.data}
              timeLimit={item.data.duration}
              onDirtyChange={report.students}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

/**
 * /edittest and /editexam (teacher, SPEC §2, issue 15), in tabs that fit a phone: the questions (written here or
 * imported from Moodle, exported back), the details (schedule, visibility flags, instructions, time limit), how it
 * is sat, and named students' extra time and attempts. Leaving with changes not saved asks first.
 */
export default function EditAssessmentPage() {
  const { route, params } = useCurrentRoute();
  const kind = assessmentKindAt(route.pattern);
  if (!kind)
    return <ErrorState title="This page could not be opened" error={new Error(NOT_ASSESSMENT_PAGE)} />;
  return (
    <AssessmentEditor
      target={{ kind, courseId: params.courseId ?? '', itemId: assessmentIdIn(kind, params) }}
    />
  );
}
