import { Alert, Radio, Stack } from '@mantine/core';
import type { ItemFormValues } from './itemForm';
import { fieldsOfReach, REACH_TEXT, reachOf, STUDENT_REACHES, type StudentReach } from './studentReach';

interface StudentReachFieldProps {
  values: ItemFormValues;
  onChange: (fields: Partial<ItemFormValues>) => void;
  /** "test" or "exam", as the notes name it. */
  kindLabel: string;
}

/** Who sees a test or an exam, and when: one choice that sets SPEC §3's fields behind it (issue 37). */
export function StudentReachField({ values, onChange, kindLabel }: StudentReachFieldProps) {
  const reach = reachOf(values);
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Who sees it"
        value={reach}
        onChange={(chosen) => onChange(fieldsOfReach(chosen as StudentReach))}
      >
        <Stack gap="sm" mt="xs">
          {STUDENT_REACHES.map((choice) => (
            <Radio key={choice} value={choice} {...REACH_TEXT[choice]} />
          ))}
        </Stack>
      </Radio.Group>
      {values.startedLive && reach !== 'hidden' && (
        <Alert variant="light" color="blue">
          Its live sitting is open, so students can sit it now whatever its times. Close the live sitting on
          the {kindLabel}'s page; hiding it hides it from students at once.
        </Alert>
      )}
    </Stack>
  );
}
