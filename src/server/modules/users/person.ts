import { type UserRow, users } from '../../db/schema';

/**
 * Someone a reply names (an uploader, an author, a student on a list): the columns to select, and the one shape
 * they take on the wire. The name they are shown by is core's `personName` of the same row.
 */
export const personColumns = { id: users.id, username: users.username, fullName: users.fullName };

export type PersonRow = Pick<UserRow, 'id' | 'username' | 'fullName'>;

export interface Person {
  _id: string;
  username: string;
  fullName: string;
}

export const presentPerson = (row: PersonRow): Person => ({
  _id: row.id,
  username: row.username,
  fullName: row.fullName,
});
