import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { StoredFile } from '../../../core/schemas/files';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { useFileItem } from '../files/filesApi';
import { AnnotatedFile } from './AnnotatedFile';
import { FilePages } from './FilePages';

/** Whose annotations are shown with the files, and whether the reader writes them (the teacher marking). */
export interface AnnotationsOf {
  assessmentId: string;
  editable: boolean;
}

function ShownFile({ file, annotations }: { file: StoredFile; annotations?: AnnotationsOf }) {
  // Asked each time: the address carries a token that lasts minutes.
  const item = useFileItem(file._id);
  if (item.isPending) return <LoadingSpinner label={`Opening ${file.name}`} />;
  if (item.isError)
    return (
      <ErrorState
        title={`${file.name} cannot be shown`}
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  return annotations ? (
    <AnnotatedFile file={file} url={item.data.url} {...annotations} />
  ) : (
    <FilePages file={file} url={item.data.url} />
  );
}

/**
 * A handed-in PDF or picture in the page itself (issue 37): beside the marking form, with the teacher's
 * annotations when `annotations` names the work, or in the student's released work, read only. With more than one
 * file, the reader chooses which. `files` are those inlineFiles keeps; the rest are downloaded from the file list.
 */
export function SubmittedFileView({
  files,
  annotations,
}: {
  files: readonly StoredFile[];
  annotations?: AnnotationsOf;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = files.find((file) => file._id === chosen) ?? files[0];
  if (!shown) return null;
  return (
    <Stack gap="xs">
      {files.length > 1 && (
        <Select
          label="File shown"
          data={files.map((file) => ({ value: file._id, label: file.name }))}
          value={shown._id}
          onChange={setChosen}
          allowDeselect={false}
          maw={420}
        />
      )}
      <ShownFile key={shown._id} file={shown} annotations={annotations} />
    </Stack>
  );
}
