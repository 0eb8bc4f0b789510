import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { DATE_PICKER_DEFAULT_HOUR, DATE_PICKER_MINUTE_STEP } from '../../../core/constants';

const defaultTime = `${String(DATE_PICKER_DEFAULT_HOUR).padStart(2, '0')}:00`;

/**
 * A date with a time (SPEC §2 date pickers): minutes move in steps of 5 and a newly picked day starts at 12:00
 * (SPEC §9). Shown in the 'MMM DD, YYYY' style of SPEC §9 with a 12-hour clock unless told otherwise.
 */
export function DateTimeField({ timePickerProps, ...props }: DateTimePickerProps) {
  return (
    <DateTimePicker
      valueFormat="MMM DD, YYYY hh:mm A"
      previousLabel="Previous month"
      nextLabel="Next month"
      submitButtonProps={{ 'aria-label': 'Use this date and time' }}
      defaultTimeValue={defaultTime}
      timePickerProps={{ minutesStep: DATE_PICKER_MINUTE_STEP, format: '12h', ...timePickerProps }}
      {...props}
    />
  );
}
