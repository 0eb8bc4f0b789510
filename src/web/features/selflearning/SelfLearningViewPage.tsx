import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SL_MODULE_KIND_LABELS } from '../../../core/constants';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { UnavailableButton } from '../../components/UnavailableButton';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { type ModuleLine, moduleLines, unitDone } from './moduleStates';
import { ScormPlayer } from './ScormPlayer';
import { useOpenModule, useUnitProgress } from './selfLearningApi';
import { modulePath } from './selfLearningPaths';
import { STANDING_BADGES } from './standingBadges';

/** Each standing of a module on the student's page, as its badge. */
const BADGES = {
  complete: STANDING_BADGES.complete,
  started: STANDING_BADGES.started,
  open: STANDING_BADGES.notStarted,
  locked: STANDING_BADGES.locked,
} as const;

/**
 * /SelfLearningView/{courseId}/{selflearningId}/{sl_statusId} (SPEC §2, issue 39): the student's place in a unit:
 * the share done, the next step as the page's main button, and every module with its state; a locked module says
 * which module to finish first. Opening a module records it (openModule) and goes to its viewer.
 */
export default function SelfLearningViewPage() {
  const { courseId = '', selflearningId = '', sl_statusId: statusId = '' } = useParams();
  const unit = useUnitProgress(courseId, selflearningId, statusId);
  const open = useOpenModule();
  const navigate = useNavigate();
  // A SCORM package plays here, in a frame of its own origin (ScormPlayer); the others have pages of their own.
  const [playing, setPlaying] = useState<{ progressId: string; title: string } | null>(null);
  useCourseChannel(courseId);

  if (unit.isPending) return <CoursePageSkeleton sections={1} />;
  if (unit.isError)
    return (
      <ErrorState
        title="This self-learning unit could not be opened"
        error={unit.error}
        onRetry={() => void unit.refetch()}
      />
    );
  const lines = moduleLines(unit.data);
  const { done, total, percent } = unitDone(lines);
  const complete = unit.data.status.completedAt !== null || (total > 0 && done === total);
  const next = lines.find((entry) => entry.module._id === unit.data.nextModuleId) ?? null;

  const go = (entry: ModuleLine) =>
    open.mutate(
      { statusId, moduleId: entry.module._id },
      {
        onSuccess: (reply) => {
          if (entry.module.kind === 'scorm') {
            setPlaying({ progressId: reply.data._id, title: entry.module.title });
            return;
          }
          const to = modulePath(entry.module, {
            courseId,
            unitId: selflearningId,
            progressId: reply.data._id,
          });
          if (to) navigate(to);
        },
        onError: (error) => toast(errorMessage(error), { tone: 'error' }),
      },
    );
  const opening = (entry: ModuleLine) => open.isPending && open.variables?.moduleId === entry.module._id;

  return (
    <Stack gap="lg" maw={900}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Self-learning unit
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {unit.data.title}
          </Title>
          <Text size="sm" aria-live="polite" data-testid="unit-progress">
            {complete ? 'Unit complete' : `${done} of ${total} modules complete`}
          </Text>
          <Progress
            value={percent}
            size="lg"
            color={complete ? 'green' : 'blue'}
            aria-label={`${percent}% of the unit complete`}
          />
          {complete ? (
            <Alert
              color="green"
              variant="light"
              title="Well done: you have completed this unit"
              role="status"
            >
              You can open any module again to review it.
            </Alert>
          ) : next ? (
            <Group>
              <Button size="md" onClick={() => go(next)} loading={opening(next)}>
                {next.line ? 'Continue' : 'Start'}: {next.module.title}
              </Button>
            </Group>
          ) : null}
          <Group>
            <Button
              component={Link}
              to={`/viewcourse/${encodeURIComponent(courseId)}`}
              variant="subtle"
              px={0}
            >
              Back to the course
            </Button>
          </Group>
        </Stack>
      </Paper>
      {playing && (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-label={playing.title}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {playing.title}
              </Title>
              <Button variant="light" onClick={() => setPlaying(null)}>
                Close the package
              </Button>
            </Group>
            <ScormPlayer
              key={playing.progressId}
              progressId={playing.progressId}
              onProgress={() => void unit.refetch()}
            />
          </Stack>
        </Paper>
      )}
      {lines.length === 0 ? (
        <Alert color="gray" variant="light" title="No modules yet">
          Your teacher has not added any modules to this unit yet.
        </Alert>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Modules">
          {lines.map((entry, index) => (
            <Paper component="li" key={entry.module._id} withBorder p="md" data-testid="unit-module">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {index + 1}. {entry.module.title}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {SL_MODULE_KIND_LABELS[entry.module.kind]}
                    </Text>
                    <Badge variant={BADGES[entry.standing].variant} color={BADGES[entry.standing].color}>
                      {BADGES[entry.standing].text}
                    </Badge>
                  </Group>
                  {entry.waitsFor && (
                    <Text size="sm" c="dimmed">
                      Opens when “{entry.waitsFor}” is complete.
                    </Text>
                  )}
                </Stack>
                <ModuleAction entry={entry} opening={opening(entry)} onOpen={() => go(entry)} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ModuleAction({
  entry,
  opening,
  onOpen,
}: {
  entry: ModuleLine;
  opening: boolean;
  onOpen: () => void;
}) {
  const label = `${entry.module.title}`;
  if (entry.standing === 'locked')
    return (
      <UnavailableButton
        reason={`Finish “${entry.waitsFor ?? 'the module before'}” first.`}
        aria-label={`Open ${label}`}
      >
        Open
      </UnavailableButton>
    );
  const text = entry.standing === 'complete' ? 'Review' : entry.standing === 'started' ? 'Continue' : 'Open';
  return (
    <Button variant="light" onClick={onOpen} loading={opening} aria-label={`${text} ${label}`}>
      {text}
    </Button>
  );
}
