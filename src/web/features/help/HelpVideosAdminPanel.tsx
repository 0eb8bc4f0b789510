import { Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SHARED_DOCUMENTS } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import {
  HELP_AUDIENCES,
  type HelpAudience,
  type HelpVideo,
  helpPageSchema,
} from '../../../core/schemas/sharedDocuments';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useHelpVideos, useRemoveHelpVideo, useUpdateHelpVideo } from './helpApi';
import { AUDIENCE_LABELS } from './helpAudience';

const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

const AUDIENCE_OPTIONS = HELP_AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));
const failed = (error: unknown) => toast(errorMessage(error), { tone: 'error' });

interface HelpForm {
  title: string;
  page: string;
  audience: HelpAudience;
}

/** The page field's problem in words, or null when the page is one the lookup can find. */
const pageProblem = (page: string) => {
  const parsed = helpPageSchema.safeParse(page);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Page: check it.');
};

function HelpFields({ form, onChange }: { form: HelpForm; onChange: (next: Partial<HelpForm>) => void }) {
  return (
    <>
      <TextInput
        label="Title"
        required
        value={form.title}
        maxLength={SHARED_DOCUMENTS.titleMax}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        style={{ flex: 2, minWidth: 200 }}
      />
      <TextInput
        label="Page"
        description="The first part of the address, such as dashboard for /dashboard"
        value={form.page}
        error={pageProblem(form.page)}
        onChange={(event) => onChange({ page: event.currentTarget.value })}
        style={{ flex: 1, minWidth: 160 }}
      />
      <Select
        label="Shown to"
        data={AUDIENCE_OPTIONS}
        value={form.audience}
        allowDeselect={false}
        onChange={(value) => onChange({ audience: (value ?? 'all') as HelpAudience })}
        style={{ flex: 1, minWidth: 140 }}
      />
    </>
  );
}

const ready = (form: HelpForm) => form.title.trim().length > 0 && pageProblem(form.page) === null;

function HelpVideoRow({ video }: { video: HelpVideo }) {
  const [form, setForm] = useState<HelpForm>({
    title: video.title,
    page: video.page,
    audience: video.audience,
  });
  const update = useUpdateHelpVideo();
  const remove = useRemoveHelpVideo();
  const changed =
    form.title.trim() !== video.title || form.page.trim() !== video.page || form.audience !== video.audience;

  const askRemove = async () => {
    const answer = await confirm({
      title: 'Remove this help video?',
      message: `${video.title} will no longer be shown. It can be restored from the deleted history.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code !== 0) return;
    remove.mutate(video._id, {
      onSuccess: () => toast(`${video.title} was removed.`, { tone: 'success' }),
      onError: failed,
    });
  };

  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap="xs">
        <Group wrap="wrap" gap="xs" align="flex-start">
          <HelpFields form={form} onChange={(next) => setForm((current) => ({ ...current, ...next }))} />
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {formatFileSize(video.size)}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!changed || !ready(form)}
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { _id: video._id, ...form, title: form.title.trim(), page: form.page.trim() },
                  {
                    onSuccess: () => toast('The help video is saved.', { tone: 'success' }),
                    onError: failed,
                  },
                )
              }
            >
              Save
            </Button>
            <Button variant="subtle" color="red.9" c="red.9" onClick={() => void askRemove()}>
              Remove
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

const EMPTY_FORM: HelpForm = { title: '', page: '', audience: 'all' };

/** The admin dashboard's help videos (issue 14): add one with its title, page and audience; edit; remove. */
export function HelpVideosAdminPanel() {
  const videos = useHelpVideos();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<HelpForm>(EMPTY_FORM);

  return (
    <Stack gap="md">
      <Paper component="section" aria-label="Add a help video" withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>Add a help video</Text>
          <Group wrap="wrap" gap="xs" align="flex-start">
            <HelpFields form={form} onChange={(next) => setForm((current) => ({ ...current, ...next }))} />
          </Group>
          {ready(form) ? (
            <Suspense fallback={<Skeleton height={96} />}>
              <UploadDropzone
                metadata={{
                  purpose: 'helpVideo',
                  title: form.title.trim(),
                  page: form.page.trim(),
                  audience: form.audience,
                }}
                maxBytes={UPLOAD_POLICIES.helpVideo.maxBytes}
                accepts="MP4 or WebM video"
                onUploaded={() => {
                  toast(`${form.title.trim()} is added to the help videos.`, { tone: 'success' });
                  void queryClient.invalidateQueries({ queryKey: queryKeys.helpVideos() });
                }}
              />
            </Suspense>
          ) : (
            <Text size="sm" c="dimmed">
              Give the video a title and its page, then choose its file.
            </Text>
          )}
        </Stack>
      </Paper>
      {videos.isPending ? (
        <Skeleton height={96} />
      ) : videos.isError ? (
        <ErrorState
          error={videos.error}
          onRetry={() => void videos.refetch()}
          title="The help videos could not be loaded"
        />
      ) : videos.data.length === 0 ? (
        <EmptyState title="No help videos yet">
          Each page's help button plays the newest video for that page and the viewer's role.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {videos.data.map((video) => (
            <HelpVideoRow key={`${video._id}:${video.title}:${video.page}:${video.audience}`} video={video} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
