import { Anchor, Stack, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { canOpenSavedFile } from '../../../core/rules/savedFile';
import { EmptyState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteHeading } from '../../components/RouteHeading';
import { SavedFilesList } from './SavedFilesPanel';
import { useSavedFiles } from './useSavedFiles';

/**
 * /file_viewer/{fileName} (SPEC §2; issue 14): opens the saved file of that name (SPEC §3 saveFile) in its viewer.
 * A viewer address without a file name lands on /file_viewer, which lists the saved files to open.
 */
export default function FileViewerPage() {
  const { fileName } = useParams();
  const { list } = useSavedFiles();
  const named = fileName ? list.find((file) => file.fileName === fileName) : undefined;
  if (named && canOpenSavedFile(named)) return <Navigate to={named.url} replace />;
  return (
    <Stack gap="md" maw={800}>
      <RouteHeading />
      {fileName && (
        <Text role="alert">
          {named
            ? `${fileName} is a video that is not ready to open yet.`
            : `No saved file is called ${fileName}. Open it from its course, the library or your saved files below.`}
        </Text>
      )}
      <PanelSection title="Saved files">
        {list.length === 0 ? (
          <EmptyState title="No saved files yet">
            Open a document from a course or the{' '}
            {/* Underlined: its colour alone does not tell it from the text around it. */}
            <Anchor component={Link} to="/library" underline="always">
              library
            </Anchor>{' '}
            and choose "Save to my files": it is kept here, in this browser, to open again.
          </EmptyState>
        ) : (
          <SavedFilesList />
        )}
      </PanelSection>
    </Stack>
  );
}
