import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { buildScormPackage, builtManifest } from '../../../test/scormPackages';
import { ZIP_LIMITS } from './packageZip';
import { readScormPackage } from './readPackage';

/** Issue 39, "SCORM packages": a bad package is refused with a clear message before anything is unpacked. */
async function refusal(zip: Uint8Array, limits = ZIP_LIMITS): Promise<{ status: number; message: string }> {
  try {
    await readScormPackage(zip, limits);
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error('the package was accepted');
}

/** The zip's central directory says the file `name` inflates to 1 byte, whatever it really holds. */
function understateSize(zip: Buffer, name: string): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 46; at++)
    if (
      copy.readUInt32LE(at) === 0x02014b50 &&
      copy.toString('utf8', at + 46, at + 46 + copy.readUInt16LE(at + 28)) === name
    )
      copy.writeUInt32LE(1, at + 24);
  return copy;
}

describe('readScormPackage', () => {
  it.each(['1.2', '2004'] as const)(
    'reads a SCORM %s package: version, title, launch file and files',
    async (version) => {
      const read = await readScormPackage(await buildScormPackage({ version, title: 'Fire safety' }));
      expect(read).toMatchObject({ version, title: 'Fire safety', launchPath: 'index.html' });
      expect(read.files.map((file) => file.path).sort()).toEqual([
        'imsmanifest.xml',
        'index.html',
        'style.css',
      ]);
      expect(read.bytes).toBe(read.files.reduce((sum, file) => sum + file.size, 0));
    },
  );

  it('keeps no file’s bytes, only their sizes, and inflates a file again when it is opened', async () => {
    const read = await readScormPackage(await buildScormPackage({ version: '1.2' }));
    for (const file of read.files) {
      expect(Object.keys(file).sort()).toEqual(['open', 'path', 'size']);
      expect((await buffer(file.open())).length).toBe(file.size);
    }
    const style = read.files.find((file) => file.path === 'style.css')!;
    expect((await buffer(style.open())).toString()).toBe('body { font-family: sans-serif; }');
  });

  it('joins xml:base to the launch href and keeps its query', async () => {
    const manifest = builtManifest({ version: '2004' })
      .replace('<resources>', '<resources xml:base="lesson/">')
      .replaceAll('href="index.html"', 'href="start%20page.html?lang=en"')
      .replace('<file href="style.css"/>', '');
    const read = await readScormPackage(
      await buildScormPackage({
        version: '2004',
        manifest,
        extra: { 'lesson/start page.html': '<p>hi</p>' },
      }),
    );
    expect(read.launchPath).toBe('lesson/start page.html?lang=en');
  });

  it.each([
    ['no manifest', { withoutManifest: true }, /no imsmanifest\.xml at its root/],
    [
      'a manifest in a folder',
      { withoutManifest: true, extra: { 'course/imsmanifest.xml': builtManifest({ version: '1.2' }) } },
      /in a folder \(course\/imsmanifest\.xml\)/,
    ],
    ['a manifest that is not XML', { manifest: '<manifest><organizations>' }, /not well-formed XML/],
    [
      'a manifest with entities',
      { manifest: '<!DOCTYPE m [<!ENTITY a "aaaa">]><manifest>&a;</manifest>' },
      /declares XML entities/,
    ],
    [
      'a manifest of neither version',
      {
        manifest: builtManifest({ version: '1.2' })
          .replace('<schemaversion>1.2', '<schemaversion>CAM 9')
          .replace(/xmlns:adlcp="[^"]*"/, ''),
      },
      /not SCORM 1\.2 or 2004/,
    ],
    [
      'a manifest with no launch file',
      { manifest: builtManifest({ version: '1.2' }).replace(/identifierref="res1"/, '') },
      /names no launch file/,
    ],
    [
      'a launch file the zip lacks',
      { withoutLaunchFile: true },
      /launches "index\.html", which the zip does not hold/,
    ],
    [
      'a named file the zip lacks',
      {
        manifest: builtManifest({ version: '2004' }).replace(
          '<file href="style.css"/>',
          '<file href="media/clip.mp4"/>',
        ),
      },
      /names a file the zip does not hold: "media\/clip\.mp4"/,
    ],
    [
      'a path with ..',
      { extra: { '../../etc/cron.d/evil': 'x' } },
      /path leaves the package \("\.\.\/\.\.\/etc\/cron\.d\/evil"\)/,
    ],
    ['an absolute path', { extra: { '/etc/passwd': 'x' } }, /path leaves the package/],
    ['a backslash path', { extra: { 'a\\..\\b.js': 'x' } }, /path leaves the package/],
  ] as const)('refuses %s', async (_, options, message) => {
    const refused = await refusal(await buildScormPackage({ version: '1.2', ...options }));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(message);
  });

  it('refuses a manifest larger than a manifest may be', async () => {
    const refused = await refusal(await buildScormPackage({ version: '1.2' }), {
      ...ZIP_LIMITS,
      manifestMaxBytes: 100,
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/imsmanifest\.xml is larger than 100 bytes, the most a manifest may be/);
  });

  it('refuses what is not a zip', async () => {
    expect((await refusal(Buffer.from('<html>not a zip</html>'))).message).toMatch(/not a zip/);
  });

  it('refuses more entries than a package may hold, before reading them', async () => {
    const extra = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`page${index}.html`, 'x']));
    const refused = await refusal(await buildScormPackage({ version: '1.2', extra }), {
      ...ZIP_LIMITS,
      entriesMax: 10,
    });
    expect(refused.message).toMatch(/more than 10 files and folders/);
  });

  it('refuses a zip bomb by its declared size, and one that lies about its size once inflating passes the limit', async () => {
    const bomb = await buildScormPackage({
      version: '1.2',
      extra: { 'video.mp4': new Uint8Array(20 * 1024 * 1024) },
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect((await refusal(bomb)).message).toMatch(/refused as a zip bomb/);
    const lying = understateSize(bomb, 'video.mp4');
    expect((await refusal(lying)).message).toMatch(/refused as a zip bomb/);
    expect(
      (
        await refusal(await buildScormPackage({ version: '1.2', extra: { 'a.bin': new Uint8Array(4096) } }), {
          ...ZIP_LIMITS,
          unpackedMaxBytes: 3000,
        })
      ).message,
    ).toMatch(/more than 2\.93 KB/);
  });
});
