import { describe, expect, it } from 'vitest';
import { SCAN_ERROR_KINDS } from '../core/engine/types';
import { accept } from './channel';
import { FILE_CLIENT_MESSAGE, FILE_WORKER_MESSAGE } from './files';
import { pageRequest } from './page-access';

describe('file and page-access messages', () => {
  it('name every scan error a check can stop on, and nothing else', () => {
    for (const error of SCAN_ERROR_KINDS) {
      expect(accept(FILE_WORKER_MESSAGE, { type: 'block', why: { kind: 'unchecked', error }, categories: [] }), error).toBeDefined();
    }
    expect(accept(FILE_WORKER_MESSAGE, { type: 'block', why: { kind: 'unchecked', error: 'out_of_memory' }, categories: [] })).toBeUndefined();
  });

  it('bound their strings', () => {
    const start = { type: 'start', surface: 'upload', name: 'minutes.docx', mediaType: 'application/pdf', data: 'AAEC', conversation: null };
    expect(accept(FILE_CLIENT_MESSAGE, start)).toEqual(start);
    expect(accept(FILE_CLIENT_MESSAGE, { ...start, name: 'x'.repeat(1001) })).toBeUndefined();
    expect(accept(FILE_WORKER_MESSAGE, { type: 'held', problem: 'unreachable', detail: 'x'.repeat(1001) })).toBeUndefined();
  });

  it('take request ids and handle ids as positive integers only', () => {
    expect(accept(pageRequest, { id: 1, kind: 'handle', handle: 7, op: 'getFile', other: 2 })).toBeDefined();
    expect(accept(pageRequest, { id: 1, kind: 'handle', handle: 0, op: 'getFile' })).toBeUndefined();
    expect(accept(pageRequest, { id: 1, kind: 'handle', handle: 7, op: 'isSameEntry', other: 1.5 })).toBeUndefined();
    expect(accept(pageRequest, { id: -1, kind: 'clipboard-text' })).toBeUndefined();
    expect(accept(pageRequest, { id: 2, kind: 'pick', picker: 'open', options: { startIn: { handle: 3 } } })).toBeDefined();
    expect(accept(pageRequest, { id: 2, kind: 'pick', picker: 'open', options: { startIn: { handle: 0 } } })).toBeUndefined();
  });
});
