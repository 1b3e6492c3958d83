// @ts-check
/**
 * The lesson as SCORM packages, for learning management systems: the single
 * file (scripts/build-site.mjs) with an imsmanifest.xml, zipped. Two
 * versions are written, SCORM 1.2 and SCORM 2004 4th edition; the lesson
 * finds either runtime (web/lesson/lms.js). A package makes no request at
 * run time: its one page holds the scripts, styles and both wasm flavours.
 *
 * The zips are deterministic (the same bytes for the same files): entries in
 * a fixed order, one fixed timestamp, no extra fields, deflated by node's
 * zlib at a fixed level.
 * @module
 */
import { deflateRawSync } from 'node:zlib';

/** The zip of each version, in the site folder. */
export const SCORM_PACKAGES = /** @type {const} */ ({
  '1.2': 'posenc-lesson-scorm12.zip',
  '2004': 'posenc-lesson-scorm2004.zip',
});
/** The share of the check's first-attempt points that passes (the manifest's default). */
export const DEFAULT_MASTERY = 0.75;
/** The launch file inside a package. */
export const LAUNCH_FILE = 'posenc-lesson.html';

/** @param {string} text */
const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of an HTML element (a title): its character references read. @param {string} html */
const textOf = (html) => html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name) =>
  ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[/** @type {'amp'} */ (name)]).trim();

/**
 * The lesson's title in each language the single file carries: English
 * from its <title>, the others from their `<template data-locale>`
 * (scripts/build-site.mjs), in the file's order.
 * @param {string} lessonHtml
 * @returns {{ lang: string, title: string }[]}
 */
export function lessonTitles(lessonHtml) {
  const english = lessonHtml.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
  return [{ lang: lessonHtml.match(/<html\b[^>]*\blang="([^"]+)"/)?.[1] ?? 'en', title: english ? textOf(english) : 'Positional encoding' },
    ...[...lessonHtml.matchAll(/<template data-locale="([^"]+)"><title[^>]*>([^<]*)<\/title>/g)]
      .map(([, lang, title]) => ({ lang, title: textOf(title) }))];
}

/**
 * The manifest of one version: its title in every language in the
 * manifest's metadata, one organization with one item, one SCO resource
 * listing every file of the package, and the mastery score (SCORM 1.2:
 * adlcp:masteryscore in percent; 2004: the primary objective's minimum
 * normalized measure, read by the lesson as cmi.scaled_passing_score).
 *
 * The titles an LMS shows (the organization's and the item's <title>) are
 * one plain string in both versions' content packaging schemas: they stay
 * the first of `titles` (English). Several languages have a place only in
 * the metadata: SCORM 1.2's IMS Metadata 1.2.1 (a <langstring xml:lang>
 * each) and SCORM 2004's IEEE LOM (a <string language> each), both inline
 * in the manifest's <metadata>, with the languages the lesson speaks
 * (docs/publishing.md).
 * @param {'1.2' | '2004'} version @param {{ lang: string, title: string }[]} titles  from lessonTitles
 * @param {string[]} files @param {number} mastery
 */
export function manifest(version, titles, files, mastery) {
  const list = files.map((f) => `      <file href="${xml(f)}"/>`).join('\n');
  const title = titles[0].title;
  if (version === '1.2') {
    const strings = titles.map((t) => `          <imsmd:langstring xml:lang="${xml(t.lang)}">${xml(t.title)}</imsmd:langstring>`);
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="posenc-lesson-scorm12" version="1.2"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
    xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_rootv1p2p1">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
    <imsmd:lom>
      <imsmd:general>
        <imsmd:title>
${strings.join('\n')}
        </imsmd:title>
${titles.map((t) => `        <imsmd:language>${xml(t.lang)}</imsmd:language>`).join('\n')}
      </imsmd:general>
    </imsmd:lom>
  </metadata>
  <organizations default="posenc-organization">
    <organization identifier="posenc-organization">
      <title>${xml(title)}</title>
      <item identifier="posenc-item" identifierref="posenc-resource" isvisible="true">
        <title>${xml(title)}</title>
        <adlcp:masteryscore>${Math.round(mastery * 100)}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="posenc-resource" type="webcontent" adlcp:scormtype="sco" href="${LAUNCH_FILE}">
${list}
    </resource>
  </resources>
</manifest>
`;
  }
  const strings = titles.map((t) => `          <string language="${xml(t.lang)}">${xml(t.title)}</string>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="posenc-lesson-scorm2004" version="1"
    xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
    xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
    <lom xmlns="http://ltsc.ieee.org/xsd/LOM">
      <general>
        <title>
${strings.join('\n')}
        </title>
${titles.map((t) => `        <language>${xml(t.lang)}</language>`).join('\n')}
      </general>
    </lom>
  </metadata>
  <organizations default="posenc-organization">
    <organization identifier="posenc-organization">
      <title>${xml(title)}</title>
      <item identifier="posenc-item" identifierref="posenc-resource">
        <title>${xml(title)}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="posenc-check" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${mastery}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="posenc-resource" type="webcontent" adlcp:scormType="sco" href="${LAUNCH_FILE}">
${list}
    </resource>
  </resources>
</manifest>
`;
}

/** CRC-32 (IEEE), as zip entries carry it. Written here: zlib.crc32 needs node 20.15. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** @param {Uint8Array} bytes */
export function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** 1980-01-01 00:00:00, the earliest DOS date: the one timestamp of every entry. */
const DOS_TIME = 0, DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A zip archive of `entries` in the order given (deflated, UTF-8 names).
 * @param {{ name: string, bytes: Uint8Array }[]} entries
 * @returns {Buffer}
 */
export function zip(entries) {
  /** @type {Buffer[]} */
  const parts = [];
  /** @type {Buffer[]} */
  const central = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = deflateRawSync(bytes, { level: 9 });
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(bytes.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, nameBytes);
    parts.push(local, nameBytes, data);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/**
 * The two packages of the lesson: name -> zip bytes.
 * @param {string} lessonHtml  the single file
 * @param {{ mastery?: number, files?: { name: string, bytes: Uint8Array }[] }} [options]
 *   files: more files the lesson links to (the accessibility statement), by their paths in the package
 */
export function scormPackages(lessonHtml, { mastery = DEFAULT_MASTERY, files: others = [] } = {}) {
  if (!(mastery >= 0 && mastery <= 1)) throw new RangeError(`mastery must be between 0 and 1, not ${mastery}`);
  const titles = lessonTitles(lessonHtml);
  const files = [LAUNCH_FILE, ...others.map((f) => f.name)];
  const page = Buffer.from(lessonHtml, 'utf8');
  return Object.entries(SCORM_PACKAGES).map(([version, name]) => ({
    name,
    bytes: zip([
      { name: 'imsmanifest.xml', bytes: Buffer.from(manifest(/** @type {'1.2' | '2004'} */ (version), titles, files, mastery), 'utf8') },
      { name: LAUNCH_FILE, bytes: page },
      ...others,
    ]),
  }));
}
