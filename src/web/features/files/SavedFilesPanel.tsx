import { Anchor, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { canOpenSavedFile } from '../../../core/rules/savedFile';
import { PanelSection } from '../../components/PanelSection';
import { useSavedFiles } from './useSavedFiles';

/**
 * The files a person saved to keep at hand (SPEC §3 saveFile), each opening where it was saved from; a video that
 * is not ready yet is listed but does not open (SPEC §5).
 */
export function SavedFilesList() {
  const { list, remove } = useSavedFiles();
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((file) => (
        <Group component="li" key={file.FileId} justify="space-between" wrap="nowrap" gap="xs">
          {canOpenSavedFile(file) ? (
            <Anchor component={Link} to={file.url} style={{ overflowWrap: 'anywhere' }}>
              {file.fileName}
            </Anchor>
          ) : (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {file.fileName}{' '}
              <Text span size="sm" c="dimmed">
                (video not ready to open yet)
              </Text>
            </Text>
          )}
          <CloseButton
            aria-label={`Remove ${file.fileName} from saved files`}
            onClick={() => remove(file.FileId)}
          />
        </Group>
      ))}
    </Stack>
  );
}

/** The saved files on the dashboard, shown only when something is saved. */
export function SavedFilesPanel() {
  const { list } = useSavedFiles();
  if (list.length === 0) return null;
  return (
    <PanelSection title="Saved files">
      <SavedFilesList />
    </PanelSection>
  );
}
