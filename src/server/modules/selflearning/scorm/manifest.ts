import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unprocessable } from '../../../platform/errors';

/** What the app keeps of a package's imsmanifest.xml. */
export interface PackageManifest {
  version: '1.2' | '2004';
  title: string;
  /** The first SCO's launch file, relative to the package root, with its query string if it has one. */
  launchPath: string;
  /** Every file the manifest's resources name (their href and their `<file>` entries), relative to the root. */
  namedFiles: string[];
}

type Node = Record<string, unknown>;

/** The manifest's element names without their namespace prefix (`imscp:item`, `item`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const LISTS = new Set(['organization', 'item', 'resource', 'file', 'dependency']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => LISTS.has(local(name)),
});

function children(node: unknown, name: string): Node[] {
  if (!node || typeof node !== 'object') return [];
  const found = Object.entries(node as Node).find(([key]) => !key.startsWith('@') && local(key) === name);
  if (!found) return [];
  const value = found[1];
  return (Array.isArray(value) ? value : [value]).map((entry) =>
    entry && typeof entry === 'object' ? (entry as Node) : { '#text': entry },
  );
}
const child = (node: unknown, name: string): Node | undefined => children(node, name)[0];

function attribute(node: Node | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const found = Object.entries(node).find(([key]) => key.startsWith('@') && local(key.slice(1)) === name);
  return typeof found?.[1] === 'string' ? found[1] : undefined;
}
const text = (node: Node | undefined) =>
  typeof node?.['#text'] === 'string' ? node['#text'].trim() : undefined;

/** Namespaces of the ADL extensions, the surest sign of a version when the schema version is missing. */
const ADLCP_1_2 = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';
const ADLCP_2004 = 'http://www.adlnet.org/xsd/adlcp_v1p3';

function versionOf(manifest: Node): '1.2' | '2004' | undefined {
  const schemaVersion = text(child(child(manifest, 'metadata'), 'schemaversion'));
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion && /^(2004|CAM 1\.3)/i.test(schemaVersion)) return '2004';
  const namespaces = Object.entries(manifest)
    .filter(([key]) => key.startsWith('@xmlns'))
    .map(([, value]) => value);
  if (namespaces.includes(ADLCP_2004)) return '2004';
  if (namespaces.includes(ADLCP_1_2)) return '1.2';
  return undefined;
}

/** A manifest href joined to its xml:base prefixes and decoded into a path inside the zip, without its query. */
function pathInPackage(bases: (string | undefined)[], href: string): string {
  const joined = [...bases.filter(Boolean), href].join('');
  const withoutQuery = joined.replace(/[?#].*$/, '');
  try {
    return decodeURIComponent(withoutQuery);
  } catch {
    return withoutQuery;
  }
}

/** The items of an organization in the order a learner meets them (depth first). */
function itemsInOrder(node: Node): Node[] {
  return children(node, 'item').flatMap((item) => [item, ...itemsInOrder(item)]);
}

const refuse = (why: string) => unprocessable(`${why} Export the package again as SCORM 1.2 or 2004.`);

/**
 * Reads a package's imsmanifest.xml: its SCORM version, title, launch file (the first item of the default
 * organization that names a resource, preferably a SCO) and the files its resources name. Refused (422) when it is
 * not XML, declares entities, is not SCORM 1.2 or 2004, or names no launch file.
 */
export function readManifest(xml: string): PackageManifest {
  if (/<!ENTITY/i.test(xml))
    throw refuse('This package’s imsmanifest.xml declares XML entities, which SCORM never needs.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw refuse(
      `This package’s imsmanifest.xml is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`,
    );
  const manifest = child(parser.parse(xml) as Node, 'manifest');
  if (!manifest) throw refuse('This package’s imsmanifest.xml has no <manifest> element.');
  const version = versionOf(manifest);
  if (!version)
    throw refuse(
      'This package is not SCORM 1.2 or 2004: its manifest names neither version (schemaversion).',
    );

  const organizations = child(manifest, 'organizations');
  const all = children(organizations, 'organization');
  const defaultId = attribute(organizations, 'default');
  const organization = all.find((entry) => attribute(entry, 'identifier') === defaultId) ?? all[0];
  const resourcesNode = child(manifest, 'resources');
  const resources = children(resourcesNode, 'resource');
  const bases = [attribute(manifest, 'base'), attribute(resourcesNode, 'base')];

  const launchable = (organization ? itemsInOrder(organization) : [])
    .map((item) =>
      resources.find((resource) => attribute(resource, 'identifier') === attribute(item, 'identifierref')),
    )
    .filter((resource): resource is Node => Boolean(resource && attribute(resource, 'href')));
  const isSco = (resource: Node) =>
    attribute(resource, 'scormtype')?.toLowerCase() === 'sco' ||
    attribute(resource, 'scormType')?.toLowerCase() === 'sco';
  const launch = launchable.find(isSco) ?? launchable[0];
  if (!launch)
    throw refuse(
      'This package’s manifest names no launch file: its first item points to no resource with an href.',
    );
  const href = attribute(launch, 'href')!;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href))
    throw refuse(
      `This package launches an address outside itself (${href}); a package must hold its launch file.`,
    );
  const resourceBase = (resource: Node) => [...bases, attribute(resource, 'base')];
  const query = href.includes('?') ? href.slice(href.indexOf('?')) : '';

  const namedFiles = resources.flatMap((resource) => {
    const own = attribute(resource, 'href');
    const listed = children(resource, 'file').map((file) => attribute(file, 'href'));
    return [own, ...listed]
      .filter((entry): entry is string => Boolean(entry) && !/^[a-z][a-z0-9+.-]*:/i.test(entry!))
      .map((entry) => pathInPackage(resourceBase(resource), entry));
  });

  const title =
    text(child(organization, 'title')) ??
    text(child(child(manifest, 'metadata'), 'title')) ??
    'SCORM package';
  return {
    version,
    title: title.slice(0, 200),
    launchPath: pathInPackage(resourceBase(launch), href) + query,
    namedFiles: [...new Set(namedFiles)],
  };
}
