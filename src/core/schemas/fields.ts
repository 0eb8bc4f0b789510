import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/**
 * Every field a person fills in, named once: the label its form shows, which is also the name validation messages
 * give it (the schemas carry it as their `title`), and its limits, which the schemas check and the inputs carry
 * (`maxLength`). Free of zod, so that the first pages can show them without loading the schemas.
 */
export interface FieldSpec {
  readonly label: string;
  /** Characters of a text; entries of a list. */
  readonly min?: number;
  readonly max?: number;
}

type Fields = Record<string, FieldSpec>;

/** The longest address SMTP carries (RFC 5321). */
const EMAIL_MAX = 254;
const PHONE_MAX = 32;
const NAME_MAX = 200;
const LONG_TEXT_MAX = 20000;

export const ACCOUNT_FIELDS = {
  /** The sign-in field that takes a username or an email (SPEC §5). */
  identity: { label: 'Username or email', max: EMAIL_MAX },
  username: { label: 'Username', min: 3, max: 32 },
  email: { label: 'Email address', max: EMAIL_MAX },
  password: { label: 'Password', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  currentPassword: { label: 'Current password', max: PASSWORD_MAX_LENGTH },
  newPassword: { label: 'New password', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  fullName: { label: 'Full name', max: 120 },
} as const satisfies Fields;

export const PROFILE_FIELDS = {
  phone: { label: 'Phone', max: PHONE_MAX },
  institution: { label: 'Institution', max: 160 },
  bio: { label: 'About you', max: 2000 },
  country: { label: 'Country', max: 80 },
  city: { label: 'City', max: 80 },
} as const satisfies Fields;

export const COURSE_FIELDS = {
  name: { label: 'Course name', max: NAME_MAX },
  newName: { label: 'Name of the new course', max: NAME_MAX },
  template: { label: 'Template' },
  description: { label: 'Description', max: LONG_TEXT_MAX },
  startDate: { label: 'Starts on' },
  endDate: { label: 'Ends on' },
  courseCode: { label: 'Course code' },
  institution: { label: 'Institution' },
  sector: { label: 'Sector' },
  status: { label: 'Status' },
  image: { label: 'Course picture' },
} as const satisfies Fields;

export const MEMBER_FIELDS = {
  /** The pasted list of a bulk add: lines. */
  identifiers: { label: 'Usernames or emails', min: 1, max: 1000 },
  /** One line of it: characters. */
  identifier: { label: 'Username or email', max: EMAIL_MAX },
  role: { label: 'Role' },
} as const satisfies Fields;

export const ITEM_FIELDS = {
  title: { label: 'Title', max: NAME_MAX },
  description: { label: 'Description', max: LONG_TEXT_MAX },
  startDate: { label: 'Starts' },
  endDate: { label: 'Ends' },
  duration: { label: 'Duration in minutes', min: 1, max: 24 * 60 },
  kind: { label: 'Kind' },
} as const satisfies Fields;

/** The admin's reference lists (SPEC §7); the fields of each kind as its form shows them. */
export const REFERENCE_FIELDS = {
  sector: {
    name: { label: 'Name', max: 120 },
    code: { label: 'Code', max: 40 },
    description: { label: 'Description', max: 2000 },
  },
  employer: {
    name: { label: 'Name', max: NAME_MAX },
    contactName: { label: 'Contact person', max: 120 },
    email: { label: 'Email', max: EMAIL_MAX },
    phone: { label: 'Phone', max: PHONE_MAX },
  },
  cvq: {
    code: { label: 'Code', max: 40 },
    title: { label: 'Title', max: NAME_MAX },
    level: { label: 'Level', max: 40 },
  },
  institution: {
    name: { label: 'Name', max: NAME_MAX },
    city: { label: 'City', max: 80 },
    country: { label: 'Country', max: 80 },
  },
  courseCode: {
    code: { label: 'Code', max: 40 },
    title: { label: 'Title', max: NAME_MAX },
  },
  sectorId: { label: 'Sector' },
} as const;

/** Search boxes whose text goes to the server. */
export const SEARCH_FIELDS = {
  users: { label: 'Search', max: 100 },
  deletedName: { label: 'Search by name', max: NAME_MAX },
  recipient: { label: 'Recipient', max: EMAIL_MAX },
} as const satisfies Fields;
