import zlib from 'node:zlib';

/**
 * The entries of a zip archive by name (stored or deflated), read through the central directory:
 * enough for tests to open the XLSX files exports write.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const raw = archive.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? zlib.inflateRawSync(raw) : raw;
    if (zlib.crc32(data) !== crc) throw new Error(`crc mismatch in ${name}`);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The rows of every sheet of an XLSX written with inline strings, sheet by sheet. */
export function xlsxSheets(archive: Buffer): string[][][] {
  const entries = readZip(archive);
  const sheets: string[][][] = [];
  for (let i = 1; entries.has(`xl/worksheets/sheet${i}.xml`); i++) {
    const xml = entries.get(`xl/worksheets/sheet${i}.xml`)!.toString('utf8');
    const rows = [...xml.matchAll(/<row>(.*?)<\/row>/g)].map((row) =>
      [...row[1]!.matchAll(/<t(?: xml:space="preserve")?>(.*?)<\/t>/g)].map((cell) =>
        cell[1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
      ),
    );
    sheets.push(rows);
  }
  return sheets;
}
