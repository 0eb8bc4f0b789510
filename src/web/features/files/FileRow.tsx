import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatFileSize } from '../../../core/rules/fileSize';
import { personName } from '../../../core/rules/personName';
import type { StoredFile } from '../../../core/schemas/files';
import { formatDateTime } from '../courses/itemDates';
import { downloadFile } from './download';
import { fileViewerPath } from './fileLinks';

/**
 * One stored file in a list: its name opens its viewer when it has one (in a new tab with `newTab`, which keeps a
 * grading teacher on their list); download, and remove for those who may.
 */
export function FileRow({
  file,
  onRemove,
  newTab = false,
}: {
  file: StoredFile;
  onRemove?: () => void;
  newTab?: boolean;
}) {
  const viewer = fileViewerPath(file);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py="xs">
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        {viewer ? (
          <Anchor
            component={Link}
            to={viewer}
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
            {...(newTab && { target: '_blank', rel: 'noopener' })}
          >
            {file.name}
            {newTab && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
          </Anchor>
        ) : (
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatFileSize(file.size)} · {personName(file.uploader)} ·{' '}
          {formatDateTime(new Date(file.createdAt))}
        </Text>
      </Stack>
      <FileActions fileId={file._id} name={file.name} onRemove={onRemove} />
    </Group>
  );
}

/** Download a stored file, and remove it for those who may: `name` is what the buttons say they act on. */
export function FileActions({
  fileId,
  name,
  onRemove,
  mt,
}: {
  fileId: string;
  name: string;
  onRemove?: () => void;
  mt?: 'auto';
}) {
  return (
    <Group gap="xs" mt={mt}>
      <Button
        size="xs"
        variant="default"
        onClick={() => void downloadFile(fileId)}
        aria-label={`Download ${name}`}
      >
        Download
      </Button>
      {onRemove && (
        <Button
          size="xs"
          variant="subtle"
          color="red.9"
          c="red.9"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}
