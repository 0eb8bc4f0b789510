import type { FormErrors } from '@mantine/form';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_PICKER_DEFAULT_HOUR } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../../../core/itemKinds';
import {
  type CourseItem,
  type CreateItem,
  createItemBody,
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

const DEFAULT_DURATION_MINUTES = 60;

/**
 * A new item starts tomorrow at the pickers' default hour; meetings last an hour, tasks run a week. It is not
 * published; a new test or exam is hidden (manual and not published), since SPEC §4 shows one that is not manual in
 * its times, published or not, and its questions are still to be written.
 */
export function newItemValues(kind: ItemKind, now: Dayjs = dayjs()): ItemFormValues {
  const start = now.add(1, 'day').hour(DATE_PICKER_DEFAULT_HOUR).minute(0).second(0).millisecond(0);
  const end = start.add(1, ITEM_KIND_DEFINITIONS[kind].newItemSpan);
  return {
    title: '',
    description: '',
    startDate: start.format(PICKER_FORMAT),
    endDate: end.format(PICKER_FORMAT),
    duration: ITEM_KIND_DEFINITIONS[kind].hasDuration ? DEFAULT_DURATION_MINUTES : '',
    active: false,
    manual: ITEM_KIND_DEFINITIONS[kind].visibility === 'scheduled',
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
    duration: ITEM_KIND_DEFINITIONS[kind].hasDuration && values.duration !== '' ? values.duration : null,
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
