import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The mail folder (MAIL_DIR): without an SMTP relay, every mail is written here whole, one JSON file per mail, for
 * whoever runs the server to read and pass on. Names start with the time, so they sort oldest first.
 */
export interface FolderMail {
  to: string;
  subject: string;
  kind: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function writeToMailFolder(dir: string, id: string, mail: FolderMail): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${mail.createdAt.replace(/[:.]/g, '-')}-${id}.json`;
  // Written under another name and renamed whole, so a reader never finds half a mail.
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(mail, null, 2), { mode: 0o600 });
  await rename(partial, join(dir, name));
}

/** The mails written to one recipient, oldest first; none when the folder does not exist yet. */
export async function readMailFolder(dir: string, to: string): Promise<FolderMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as FolderMail),
  );
  return mails.filter((mail) => mail.to === to);
}
