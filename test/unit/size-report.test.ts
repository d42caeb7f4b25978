import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatReport, groupOf, reportPackage } from '../../scripts/package/size-report';

/** A minimal zip (deflate entries, central directory, end record) built by hand for the test. */
function makeZip(files: Record<string, Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14); // CRC is not checked when only sizes are read
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(packed.length, 20);
    cd.writeUInt32LE(data.length, 24);
    cd.writeUInt16LE(nameBytes.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(cd, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const cdBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(cdBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cdBytes, end]));
}

const noise = (n: number): Uint8Array => new Uint8Array(randomBytes(n));

describe('package size report', () => {
  it('sorts files into the asset groups the budget is argued in', () => {
    expect(groupOf('models/classifier.onnx')).toBe('model');
    expect(groupOf('ocr/tesseract-core-simd-lstm.wasm.js')).toBe('ocr wasm');
    expect(groupOf('ort/ort-wasm-simd-threaded.wasm')).toBe('model runtime wasm');
    expect(groupOf('ocr/eng.traineddata.gz')).toBe('ocr traineddata');
    expect(groupOf('ocr/worker.min.js')).toBe('ocr worker');
    expect(groupOf('pdf/pdf.worker.min.mjs')).toBe('pdf engine');
    expect(groupOf('pdf/wasm/openjpeg.wasm')).toBe('pdf engine');
    expect(groupOf('background.js')).toBe('code');
    expect(groupOf('_locales/en/messages.json')).toBe('pages and locales');
    expect(groupOf('icon/128.png')).toBe('other');
  });

  it('reads stored and unpacked sizes from the zip itself and judges the budget on the zip', async () => {
    const zip = makeZip({ 'models/classifier.onnx': noise(40_000), 'background.js': new Uint8Array(50_000).fill(97) });
    const report = await reportPackage('chrome', zip, 30_000);
    const model = report.entries.find((e) => e.path === 'models/classifier.onnx')!;
    const code = report.entries.find((e) => e.path === 'background.js')!;
    expect(model.unpacked).toBe(40_000);
    expect(model.stored).toBeGreaterThan(39_000); // noise does not compress
    expect(code.unpacked).toBe(50_000);
    expect(code.stored).toBeLessThan(1_000); // one repeated byte does
    expect(report.zipBytes).toBe(zip.byteLength);
    expect(report.withinBudget).toBe(false);
    expect(formatReport(report)).toContain('OVER BUDGET');
    expect((await reportPackage('chrome', zip, 1_000_000)).withinBudget).toBe(true);
  });
});
