import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { toast } from '../../components/toast';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ItemDetailsForm } from '../courses/ItemDetailsForm';
import { formatItemWhen } from '../courses/itemDates';
import { teacherListPath } from '../courses/itemRoutes';
import { PublishedBadge } from '../courses/PublishedBadge';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { ClassProgressTable } from './ClassProgressTable';
import { LazyModuleForm } from './LazyModuleForm';
import { ModuleList } from './ModuleList';
import { PackageUploadButton } from './PackageUploadButton';
import { type SelfLearningItem, useSaveUnit, useUnit } from './selfLearningApi';

function UnitHeader({ unit }: { unit: SelfLearningItem }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          Self-learning unit
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {unit.title}
        </Title>
        <Text size="sm">{formatItemWhen(unit.startDate, unit.endDate)}</Text>
        <Group gap={6}>
          <PublishedBadge active={unit.active} />
          <Badge variant="outline" color="gray.7">
            {unit.modules.length} {unit.modules.length === 1 ? 'module' : 'modules'}
          </Badge>
        </Group>
      </Stack>
      <Group mt="md" gap="xs">
        <Button component="a" href="#class-progress" variant="light">
          Class progress
        </Button>
        <Button component={Link} to={teacherListPath('selfLearning', unit.courseId)} variant="light">
          All self-learning units
        </Button>
        <Button component={Link} to={`/editcourse/${encodeURIComponent(unit.courseId)}`} variant="light">
          Back to the course
        </Button>
      </Group>
    </Paper>
  );
}

function OrderSwitch({ unit }: { unit: SelfLearningItem }) {
  const save = useSaveUnit(unit.courseId, unit._id);
  const shown = save.isPending && save.variables !== undefined ? save.variables : unit.sequential;
  return (
    <Switch
      label="Modules open in order"
      description="On: a student opens each module once the one before it is complete. Off: every module is open."
      checked={shown}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onSuccess: (_, sequential) =>
            toast(sequential ? 'Modules now open in order.' : 'Every module is now open.', {
              tone: 'success',
            }),
          onError: (error) => toast(errorMessage(error), { tone: 'error' }),
        })
      }
    />
  );
}

function Modules({ unit }: { unit: SelfLearningItem }) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md">
      <OrderSwitch unit={unit} />
      <ModuleList courseId={unit.courseId} unitId={unit._id} modules={unit.modules} />
      {adding ? (
        <Paper withBorder p="md">
          <LazyModuleForm courseId={unit.courseId} unitId={unit._id} onDone={() => setAdding(false)} />
        </Paper>
      ) : (
        <Group gap="xs">
          <Button onClick={() => setAdding(true)}>Add a module</Button>
          <PackageUploadButton courseId={unit.courseId} unitId={unit._id} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * /SelfLearningEdit/{courseId}/{selflearningId} (SPEC §2, issue 39): the unit's schedule and visibility (the item
 * form every kind has), whether its modules open in order, its modules (added, changed, ordered, removed) and the
 * class's progress, live.
 */
export default function SelfLearningEditPage() {
  const { courseId = '', selflearningId = '' } = useParams();
  const unit = useUnit(courseId, selflearningId);
  useCourseChannel(courseId);

  if (unit.isPending) return <CoursePageSkeleton sections={3} />;
  if (unit.isError)
    return (
      <ErrorState
        title="This self-learning unit could not be opened"
        error={unit.error}
        onRetry={() => void unit.refetch()}
      />
    );
  return (
    <Stack gap="lg" maw={1100}>
      <UnitHeader unit={unit.data} />
      <PanelSection title="Details">
        <ItemDetailsForm item={unit.data} reload={() => unit.refetch()} />
      </PanelSection>
      <PanelSection title="Modules">
        <Modules unit={unit.data} />
      </PanelSection>
      <div id="class-progress">
        <PanelSection title="Class progress">
          <ClassProgressTable courseId={courseId} unitId={selflearningId} />
        </PanelSection>
      </div>
    </Stack>
  );
}
