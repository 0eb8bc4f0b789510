import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { NOTIFICATION_TOAST_DEFAULT_MS } from '../../../core/constants';
import { toast } from '../../components/toast';
import { storage } from '../../platform/storage';

const DEFAULT_SECONDS = NOTIFICATION_TOAST_DEFAULT_MS / 1000;

/** notifyTime (seconds a notification stays up, SPEC §9) and notifySound, kept in this browser (SPEC §3). */
export function NotificationSettings() {
  const [seconds, setSeconds] = useState<number | string>(storage.notifyTime.get() ?? DEFAULT_SECONDS);
  const [sound, setSound] = useState(storage.notifySound.get() ?? true);
  const valid = typeof seconds === 'number' && seconds >= 1 && seconds <= 60;

  const save = () => {
    if (!valid) return;
    storage.notifyTime.set(seconds);
    storage.notifySound.set(sound);
    toast('Notification settings saved.', { tone: 'success' });
  };

  return (
    <Stack gap="md" maw={420}>
      <NumberInput
        label="Show each notification for (seconds)"
        description={`Default ${DEFAULT_SECONDS} seconds`}
        min={1}
        max={60}
        step={1}
        allowDecimal={false}
        value={seconds}
        onChange={setSeconds}
        error={valid ? null : 'Choose between 1 and 60 seconds.'}
      />
      <Switch
        label="Play a sound when a notification arrives"
        checked={sound}
        onChange={(event) => setSound(event.currentTarget.checked)}
      />
      <Group>
        <Button onClick={save} disabled={!valid}>
          Save
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        These settings are kept in this browser only.
      </Text>
    </Stack>
  );
}
