import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { imageSelectionProblem, UPLOAD_MESSAGES } from './uploads-rules.js';

const image = (type: string, size = 1000) => ({ type, size });

describe('the image rules the browser applies before an upload (the server’s own)', () => {
  it('takes one PNG, JPEG, GIF or WebP image up to the size limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      expect(imageSelectionProblem([image(type)])).toBeNull();
    expect(imageSelectionProblem([image('image/webp', LIMITS.uploadMaxBytes)])).toBeNull();
  });

  it('refuses other types, larger files, none and several, in the server’s words', () => {
    expect(imageSelectionProblem([image('image/svg+xml')])).toBe(UPLOAD_MESSAGES.wrongType);
    expect(imageSelectionProblem([image('application/pdf')])).toBe(UPLOAD_MESSAGES.wrongType);
    expect(imageSelectionProblem([image('image/png', LIMITS.uploadMaxBytes + 1)])).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
    expect(imageSelectionProblem([])).toBe(UPLOAD_MESSAGES.failed);
    expect(imageSelectionProblem([image('image/png'), image('image/png')])).toBe(
      UPLOAD_MESSAGES.tooMany,
    );
  });
});
