import { displayFileName } from './displayFileName';

/** Characters Windows refuses in a name: a zip made here must unpack on every teacher's machine. */
const UNSAFE_ON_WINDOWS = /[<>:"|?*]/g;
/** A name that unpacks as itself: none of these may end it on Windows. */
const TRAILING_DOTS_AND_SPACES = /[. ]+$/;

/**
 * One name in the zip of an item's submissions (issue 37): the name given, as it is shown (displayFileName: no
 * folders before it, no control characters, at most 255 characters), with the characters Windows refuses turned
 * into `_`, so no entry climbs out of its folder (`..`), starts at the root or fails to unpack.
 */
export function archiveName(given: string): string {
  const cleaned = displayFileName(given)
    .replace(UNSAFE_ON_WINDOWS, '_')
    .replace(TRAILING_DOTS_AND_SPACES, '');
  return cleaned || 'file';
}

/**
 * The folder of one student's work: "Surname Firstname (username)". The app keeps one full name, so its last word
 * is taken for the surname (docs/decisions.md); a student without a name is their username.
 */
export function studentFolderName(person: { fullName: string; username: string }): string {
  const words = person.fullName.trim().split(/\s+/).filter(Boolean);
  const name = words.length > 1 ? [words.at(-1), ...words.slice(0, -1)].join(' ') : (words[0] ?? '');
  return folderName(name ? `${name} (${person.username})` : person.username);
}

/** A folder named by a person or a group: a slash in the name is part of the name, never a folder of its own. */
export const folderName = (name: string) => archiveName(name.replace(/[/\\]/g, '_'));

/**
 * `name` made unique among the names already `taken` (compared without case, as Windows and macOS do): the second
 * "report.pdf" is "report (2).pdf", the third "report (3).pdf". The name returned is added to `taken`.
 */
export function uniqueName(name: string, taken: Set<string>): string {
  const extension = /(?<=.)\.[^.]{1,16}$/.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
