import { Button, Collapse, Paper, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// Only teachers add documents, and only once they open the form: nobody else loads the drop zone and tus client.
const LibraryAddForm = lazy(() =>
  import('./LibraryAddForm').then((module) => ({ default: module.LibraryAddForm })),
);

/** "Add to the library" (issue 14): a button that opens the form; closing it keeps what was typed. */
export function AddToLibrary() {
  const [opened, { toggle }] = useDisclosure(false);
  const [loaded, { open: load }] = useDisclosure(false);

  return (
    <Stack gap="xs">
      <Button
        onClick={() => {
          load();
          toggle();
        }}
        variant={opened ? 'default' : 'filled'}
        aria-expanded={opened}
        w="fit-content"
      >
        {opened ? 'Close the form' : 'Add to the library'}
      </Button>
      <Collapse in={opened}>
        <Paper component="section" aria-label="Add to the library" withBorder p="md">
          {loaded && (
            <Suspense fallback={<Skeleton height={320} />}>
              <LibraryAddForm />
            </Suspense>
          )}
        </Paper>
      </Collapse>
    </Stack>
  );
}
