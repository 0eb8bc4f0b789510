import { Image, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { inlineKind } from '../../../core/rules/inlineFiles';
import type { StoredFile } from '../../../core/schemas/files';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { PdfViewer } from '../../components/viewers/PdfViewer';
import { useFileItem } from '../files/filesApi';

function ShownFile({ file }: { file: StoredFile }) {
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
  return inlineKind(file) === 'pdf' ? (
    <PdfViewer url={item.data.url} title={file.name} />
  ) : (
    <Image src={item.data.url} alt={file.name} fit="contain" mah="75vh" radius="sm" />
  );
}

/**
 * A handed-in PDF or picture in the marking page itself, beside the form (issue 37): with more than one, the
 * teacher chooses which. `files` are those inlineFiles keeps; the rest are downloaded from the file list.
 */
export function SubmittedFileView({ files }: { files: readonly StoredFile[] }) {
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
      <ShownFile key={shown._id} file={shown} />
    </Stack>
  );
}
