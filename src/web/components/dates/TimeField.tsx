import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useState } from 'react';
import { DATE_PICKER_MINUTE_STEP } from '../../../core/constants';
import { isValidHour, isValidMinute } from '../../../core/rules/timeInput';

export interface TimeFieldProps extends Omit<TimePickerProps, 'format' | 'value' | 'onChange'> {
  /** 'HH:mm' (24-hour text, as Mantine keeps it), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  twentyFourHour?: boolean;
}

/**
 * A time of day (SPEC §2 date pickers) with the SPEC §5 check on what is typed: hours 1-12 (0-23 in 24-hour mode)
 * and minutes 0-59; minutes step by 5 (SPEC §9).
 */
export function TimeField({ value, onChange, twentyFourHour = false, error, ...props }: TimeFieldProps) {
  const [typed, setTyped] = useState<{ hours: string; minutes: string }>({ hours: '', minutes: '' });
  const hoursBad = typed.hours !== '' && !isValidHour(typed.hours, twentyFourHour);
  const minutesBad = typed.minutes !== '' && !isValidMinute(typed.minutes);
  const rangeError = hoursBad
    ? `Hours are ${twentyFourHour ? '0 to 23' : '1 to 12'}.`
    : minutesBad
      ? 'Minutes are 0 to 59.'
      : null;

  return (
    <TimePicker
      format={twentyFourHour ? '24h' : '12h'}
      minutesStep={DATE_PICKER_MINUTE_STEP}
      value={value}
      onChange={onChange}
      error={error ?? rangeError}
      hoursInputProps={{
        onInput: (event) => setTyped((current) => ({ ...current, hours: event.currentTarget.value })),
      }}
      minutesInputProps={{
        onInput: (event) => setTyped((current) => ({ ...current, minutes: event.currentTarget.value })),
      }}
      {...props}
    />
  );
}
