import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SL_MODULE_KIND_LABELS } from '../../../core/constants';
import type { ModuleSummary } from '../../../core/schemas/selfLearning';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { LazyModuleForm } from './LazyModuleForm';
import { useMoveModule, useRemoveModule } from './selfLearningApi';
import { moduleTestEditPath } from './selfLearningPaths';

/** What completes a module, in words. */
function completionOf(module: ModuleSummary): string {
  if (module.kind === 'video') return `Complete at ${module.watchPercent}% watched`;
  if (module.kind === 'document') return 'Complete at its last page';
  if (module.kind === 'test')
    return `${module.questionCount} ${module.questionCount === 1 ? 'question' : 'questions'} · ${module.passPercent}% passes`;
  return 'Complete when the package says so';
}

/**
 * A unit's modules in their order (issue 39), each with what it shows and what completes it: moved up or down,
 * changed in place, removed (after a confirmation); a test's questions are written on their own page.
 */
export function ModuleList({
  courseId,
  unitId,
  modules,
}: {
  courseId: string;
  unitId: string;
  modules: readonly ModuleSummary[];
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const move = useMoveModule(courseId, unitId);
  const remove = useRemoveModule(courseId, unitId);
  const ordered = [...modules].sort((a, b) => a.position - b.position);

  const askRemove = async (module: ModuleSummary) => {
    const answer = await confirm({
      title: `Remove “${module.title}”?`,
      message: "It goes from the unit, with the students' progress in it.",
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(module._id, {
      onSuccess: () => toast(`“${module.title}” was removed.`, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };
  const moveTo = (module: ModuleSummary, position: number) =>
    move.mutate(
      { moduleId: module._id, position },
      { onError: (error) => toast(errorMessage(error), { tone: 'error' }) },
    );

  if (ordered.length === 0)
    return <EmptyState title="No modules yet">Add a video, a document or a test below.</EmptyState>;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Modules in order">
      {ordered.map((module, index) => (
        <Paper component="li" key={module._id} withBorder p="sm" data-testid="module-row">
          {editing === module._id ? (
            <LazyModuleForm
              courseId={courseId}
              unitId={unitId}
              module={module}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {index + 1}. {module.title}
                  </Text>
                  <Badge variant="light">{SL_MODULE_KIND_LABELS[module.kind]}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[module.fileName ?? module.packageTitle, completionOf(module)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Group gap={4} wrap="wrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Move ${module.title} up`}
                  disabled={index === 0 || move.isPending}
                  onClick={() => moveTo(module, index - 1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Move ${module.title} down`}
                  disabled={index === ordered.length - 1 || move.isPending}
                  onClick={() => moveTo(module, index + 1)}
                >
                  ↓
                </ActionIcon>
                {module.kind === 'test' && (
                  <Button
                    component={Link}
                    to={moduleTestEditPath(courseId, unitId, module._id)}
                    variant="light"
                    size="compact-md"
                    aria-label={`Questions of ${module.title}`}
                  >
                    Questions
                  </Button>
                )}
                {module.kind !== 'scorm' && (
                  <Button
                    variant="default"
                    size="compact-md"
                    onClick={() => setEditing(module._id)}
                    aria-label={`Change ${module.title}`}
                  >
                    Change
                  </Button>
                )}
                <Button
                  variant="outline"
                  color="red.8"
                  size="compact-md"
                  onClick={() => void askRemove(module)}
                  aria-label={`Remove ${module.title}`}
                >
                  Remove
                </Button>
              </Group>
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
