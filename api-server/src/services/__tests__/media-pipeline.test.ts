import { randomBytes } from 'node:crypto';

import { isPolyglot } from '../media-pipeline';

// A photo's compressed data is close to random bytes: stand-in for its middle.
const photoData = () => randomBytes(4096);
const within = (marker: string | Buffer) =>
  Buffer.concat([photoData(), Buffer.from(marker), photoData()]);

describe('isPolyglot', () => {
  it('finds markup a browser or PHP would act on: a tag with its terminating byte', () => {
    for (const marker of [
      '<script>alert(1)</script>',
      '<SCRIPT src=x>',
      '<!DOCTYPE html>',
      '<html>',
      '<svg onload=alert(1)>',
      '<iframe src=x>',
      '<?php system($_GET[1]);',
      'javascript:alert(1)',
    ]) {
      expect(isPolyglot(within(marker))).toBe(true);
    }
  });

  it('lets through the few letters that turn up by chance in compressed data', () => {
    // About one 3 MB photo in 150 holds `<svg` in some case; the check used to refuse them.
    for (const chance of ['<svgQ', '<SvG\u0001', '<html2', '<?phpx', '<scriptz']) {
      expect(isPolyglot(within(chance))).toBe(false);
    }
  });

  it('finds a ZIP archive appended to the photo, with or without its comment', () => {
    const end = (comment: string) => {
      const record = Buffer.alloc(22);
      record.writeUInt32LE(0x06054b50, 0);
      record.writeUInt16LE(comment.length, 20);
      return Buffer.concat([record, Buffer.from(comment)]);
    };
    expect(isPolyglot(Buffer.concat([photoData(), end('')]))).toBe(true);
    expect(isPolyglot(Buffer.concat([photoData(), end('a comment')]))).toBe(true);
  });

  it("does not take the ZIP signature's four bytes alone for an archive", () => {
    // The signature mid-data, or an end record whose comment does not reach the end of the file.
    const signature = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
    expect(isPolyglot(Buffer.concat([photoData(), signature, photoData()]))).toBe(false);
    const record = Buffer.alloc(22);
    record.writeUInt32LE(0x06054b50, 0);
    record.writeUInt16LE(5, 20);
    expect(isPolyglot(Buffer.concat([photoData(), record, Buffer.from('ab')]))).toBe(false);
  });
});
