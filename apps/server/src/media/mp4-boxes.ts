import { open } from 'node:fs/promises';

/**
 * The top-level box types of an MP4 file in order (`ftyp`, `moov`, `mdat`…). Used to
 * check faststart: `moov` must come before `mdat` so playback starts at once.
 */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    const types: string[] = [];
    let offset = 0;
    while (offset + 8 <= size) {
      await file.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      types.push(header.toString('latin1', 4, 8));
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - offset;
      if (boxSize < 8) break;
      offset += boxSize;
    }
    return types;
  } finally {
    await file.close();
  }
}
