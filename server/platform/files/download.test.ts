// A download's answer from its Range, If-None-Match and If-Range headers, and a manual's file name.
import { describe, expect, it } from 'vitest';
import { answerTo, inlineDisposition, spanOf } from './download.ts';

const file = { size: 1000, etag: '"3e8-19a"' };

describe('the span a Range header asks for', () => {
  it('reads a first and last byte, an open end and a suffix, the end kept inside the file', () => {
    expect(spanOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(spanOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(spanOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(spanOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(spanOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('is outside the file from its size on, and for an empty suffix', () => {
    expect(spanOf('bytes=1000-', 1000)).toBe('outside');
    expect(spanOf('bytes=-0', 1000)).toBe('outside');
    expect(spanOf('bytes=0-', 0)).toBe('outside');
  });

  it('is ignored (the whole file) for another unit, several spans, a backwards span or bad syntax', () => {
    for (const header of ['items=0-1', 'bytes=0-1,5-9', 'bytes=9-5', 'bytes=-', 'bytes=a-b', 'bytes=0x10-'])
      expect(spanOf(header, 1000), header).toBeUndefined();
  });
});

describe("a download's answer", () => {
  it('is 304 when the caller holds the file (its tag, weak or among others, or *)', () => {
    for (const tag of ['"3e8-19a"', 'W/"3e8-19a"', '"other", "3e8-19a"', '*']) expect(answerTo({ 'if-none-match': tag }, file), tag).toEqual({ status: 304 });
    expect(answerTo({ 'if-none-match': '"other"' }, file)).toEqual({ status: 200 });
  });

  it('is 206 with the span, 416 outside the file, and the whole file when If-Range names another', () => {
    expect(answerTo({ range: 'bytes=10-19' }, file)).toEqual({ status: 206, range: { start: 10, end: 19 } });
    expect(answerTo({ range: 'bytes=10-19', 'if-range': '"3e8-19a"' }, file)).toEqual({ status: 206, range: { start: 10, end: 19 } });
    expect(answerTo({ range: 'bytes=2000-' }, file)).toEqual({ status: 416 });
    expect(answerTo({ range: 'bytes=10-19', 'if-range': '"older"' }, file)).toEqual({ status: 200 });
    expect(answerTo({}, file)).toEqual({ status: 200 });
  });
});

describe("a manual's file name", () => {
  it('is a plain quoted name when it is plain ASCII', () => {
    expect(inlineDisposition("Cannon Alpha owner's manual.pdf")).toBe(`inline; filename="Cannon Alpha owner's manual.pdf"`);
  });

  it("adds the exact name as RFC 5987's filename* when it has other characters, quotes or line breaks", () => {
    expect(inlineDisposition('Cannon Alpha owner’s manual.pdf')).toBe(
      `inline; filename="Cannon Alpha owner_s manual.pdf"; filename*=UTF-8''Cannon%20Alpha%20owner%E2%80%99s%20manual.pdf`,
    );
    expect(inlineDisposition('Tank "300".pdf')).toBe(`inline; filename="Tank _300_.pdf"; filename*=UTF-8''Tank%20%22300%22.pdf`);
    expect(inlineDisposition('H6\r\nSet-Cookie: x.pdf')).not.toMatch(/[\r\n]/);
  });
});
