import type { FormErrors } from '@mantine/form';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_PICKER_DEFAULT_HOUR } from '../../../core/constants';
import {
  type CourseItem,
  type CreateItem,
  createItemBody,
  type ItemKind,
  KINDS_WITH_DURATION,
  type UpdateItem,
} from '../../../core/schemas/courseItems';
import { zodErrors } from '../../components/forms/zodValidate';

/** Mantine's date-time picker keeps local time as text in this shape. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The base fields of an item as the edit dialog holds them. */
export interface ItemFormValues {
  title: string;
  description: string;
  /** Local time, 'YYYY-MM-DD HH:mm:ss', or '' while not picked. */
  startDate: string;
  endDate: string;
  /** Minutes; '' while empty. Only kinds with a duration show it. */
  duration: number | '';
  active: boolean;
  manual: boolean;
  startedLive: boolean;
  openedEarly: boolean;
}

/** Kinds that run for days (students work on them until the end) rather than meet for an hour. */
const RUNS_FOR_DAYS: ReadonlySet<ItemKind> = new Set(['assignment', 'project', 'lab', 'selfLearning']);
const DEFAULT_DURATION_MINUTES = 60;

/** A new item starts tomorrow at the pickers' default hour; meetings last an hour, tasks run a week. */
export function newItemValues(kind: ItemKind, now: Dayjs = dayjs()): ItemFormValues {
  const start = now.add(1, 'day').hour(DATE_PICKER_DEFAULT_HOUR).minute(0).second(0).millisecond(0);
  const end = RUNS_FOR_DAYS.has(kind) ? start.add(7, 'day') : start.add(1, 'hour');
  return {
    title: '',
    description: '',
    startDate: start.format(PICKER_FORMAT),
    endDate: end.format(PICKER_FORMAT),
    duration: KINDS_WITH_DURATION.has(kind) ? DEFAULT_DURATION_MINUTES : '',
    active: false,
    manual: false,
    startedLive: false,
    openedEarly: false,
  };
}

export function itemValuesOf(item: CourseItem): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    startDate: dayjs(item.startDate).format(PICKER_FORMAT),
    endDate: dayjs(item.endDate).format(PICKER_FORMAT),
    duration: item.duration ?? '',
    active: item.active,
    manual: item.manual,
    startedLive: item.startedLive,
    openedEarly: item.openedEarly,
  };
}

/** Local picker text to the ISO time the API takes; '' stays '' so the check can name the field. */
const toIso = (value: string) => (value && dayjs(value).isValid() ? dayjs(value).toISOString() : '');

/** The fields both writes send; kinds without a duration send null. */
function fieldsOf(kind: ItemKind, values: ItemFormValues) {
  return {
    title: values.title,
    description: values.description,
    startDate: toIso(values.startDate),
    endDate: toIso(values.endDate),
    duration: KINDS_WITH_DURATION.has(kind) && values.duration !== '' ? values.duration : null,
    active: values.active,
    manual: values.manual,
    startedLive: values.startedLive,
    openedEarly: values.openedEarly,
  };
}

export const createItemPayload = (courseId: string, kind: ItemKind, values: ItemFormValues): CreateItem => ({
  courseId,
  kind,
  ...fieldsOf(kind, values),
});

export const updateItemPayload = (item: CourseItem, values: ItemFormValues): UpdateItem => ({
  itemId: item._id,
  ...fieldsOf(item.kind, values),
});

/** The server's checks (createItemBody), with its messages. */
export const validateItem = (kind: ItemKind, values: ItemFormValues): FormErrors =>
  zodErrors(createItemBody, createItemPayload('course', kind, values));
