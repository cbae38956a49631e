import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, imageErrorMessage } from './analyze-image';

describe('checkImageFile', () => {
  it.each([
    ['a JPEG', { type: 'image/jpeg', size: 1000 }, null],
    ['a PNG of exactly 5 MB', { type: 'image/png', size: IMAGE_MAX_BYTES }, null],
    ['a GIF', { type: 'image/gif', size: 10 }, null],
    ['a WEBP in capitals', { type: 'IMAGE/WEBP', size: 10 }, null],
    ['an SVG', { type: 'image/svg+xml', size: 10 }, 'type'],
    ['a file with no type', { type: '', size: 10 }, 'type'],
    ['a PNG one byte over 5 MB', { type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, 'size'],
  ] as const)('%s → %s', (_label, file, problem) => {
    expect(checkImageFile(file)).toBe(problem);
  });

  it('words the problems as the spec does', () => {
    expect(IMAGE_UPLOAD_MESSAGES.type).toBe('Please upload an image file (JPEG, PNG, GIF, or WEBP)');
    expect(IMAGE_UPLOAD_MESSAGES.size).toBe('File is too large. Maximum size is 5MB.');
  });
});

describe('imageErrorMessage', () => {
  it.each([
    ['our error object', { error: { code: 'BAD_REQUEST', message: 'Not an image' } }, 'Not an image'],
    ['a plain string', { error: 'Quota used up' }, 'Quota used up'],
    ['an empty message', { error: { message: '' } }, 'Failed to analyze image'],
    ['no error field', { message: 'x' }, 'Failed to analyze image'],
    ['no body', null, 'Failed to analyze image'],
  ])('reads %s', (_label, body, message) => {
    expect(imageErrorMessage(body)).toBe(message);
  });
});
