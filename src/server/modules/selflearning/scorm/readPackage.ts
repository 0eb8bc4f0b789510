import { unprocessable } from '../../../platform/errors';
import { type PackageManifest, readManifest } from './manifest';
import {
  isSafeEntryPath,
  MANIFEST_PATH,
  readPackageZip,
  ZIP_LIMITS,
  type ZipFile,
  type ZipLimits,
} from './packageZip';

/**
 * A package read and found sound: its manifest, and its files counted but not kept (each is inflated again as it is
 * stored), so memory holds the zip and no more.
 */
export interface ScormPackage extends PackageManifest {
  files: ZipFile[];
  bytes: number;
}
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads an uploaded SCORM package and refuses it (422, saying what is wrong) unless it is sound: a zip within the
 * limits whose paths stay inside it, an imsmanifest.xml at its root that is SCORM 1.2 or 2004, and every file the
 * manifest names (the launch file first) present in the zip. Nothing is stored here.
 */
export async function readScormPackage(
  zip: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ScormPackage> {
  const { files, manifest: manifestBytes } = await readPackageZip(zip, limits);
  if (!manifestBytes) {
    const nested = files.find((file) => file.path.endsWith(`/${MANIFEST_PATH}`));
    throw unprocessable(
      nested
        ? `This package has its imsmanifest.xml in a folder (${nested.path}); it must be at the root of the zip. ` +
            'Zip the contents of that folder, not the folder itself.'
        : 'This zip has no imsmanifest.xml at its root, so it is not a SCORM package.',
    );
  }
  let xml: string;
  try {
    xml = utf8.decode(manifestBytes);
  } catch {
    throw unprocessable('This package’s imsmanifest.xml is not UTF-8 text.');
  }
  const manifest = readManifest(xml);
  const paths = new Set(files.map((file) => file.path));
  const launchFile = manifest.launchPath.replace(/[?#].*$/, '');
  if (!isSafeEntryPath(launchFile) || !paths.has(launchFile))
    throw unprocessable(
      `This package’s manifest launches ${JSON.stringify(launchFile)}, which the zip does not hold.`,
    );
  const missing = manifest.namedFiles.filter((path) => !isSafeEntryPath(path) || !paths.has(path));
  if (missing.length)
    throw unprocessable(
      `This package’s manifest names ${missing.length === 1 ? 'a file' : `${missing.length} files`} the zip does not hold: ` +
        `${missing
          .slice(0, 5)
          .map((path) => JSON.stringify(path))
          .join(', ')}${missing.length > 5 ? ', …' : ''}.`,
    );
  return { ...manifest, files, bytes: files.reduce((sum, file) => sum + file.size, 0) };
}
