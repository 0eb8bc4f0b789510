import { FILE_NAME_MAX_CHARS } from '../constants';

/** Control characters, and the invisible marks that turn text around (`evil\u202Efdp.exe` shows as `evilexe.pdf`). */
const UNSHOWABLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The name a stored file is shown and downloaded under (issue 14): the base name the user gave, without the folders
 * a browser or a hostile client put before it, without control characters, at most 255 characters (the extension
 * kept), and `file` when nothing is left. It is only ever shown: the bytes are stored under a generated key.
 */
export function displayFileName(given: string): string {
  const base = given.replace(UNSHOWABLE, '').split(/[/\\]/).pop() ?? '';
  const name = base.trim().replace(/^\.+$/, '');
  if (!name) return 'file';
  const chars = [...name];
  if (chars.length <= FILE_NAME_MAX_CHARS) return name;
  const extension = /\.[^.]{1,16}$/.exec(name)?.[0] ?? '';
  return chars.slice(0, FILE_NAME_MAX_CHARS - extension.length).join('') + extension;
}
