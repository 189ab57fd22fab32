import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoProblem } from './vehicle-photo.ts';

describe('the vehicle photo size limit', () => {
  it('lets a photo under 20 MB go', () => {
    expect(photoProblem({ size: 19 * 1024 * 1024 })).toBeUndefined();
    expect(photoProblem({ size: MAX_PHOTO_BYTES - 1 })).toBeUndefined();
  });

  it('refuses one of 20 MB or more with the specification’s message', () => {
    expect(photoProblem({ size: MAX_PHOTO_BYTES })).toBe('Image size needs to be less than 20 MB');
    expect(photoProblem({ size: 21 * 1024 * 1024 })).toBe('Image size needs to be less than 20 MB');
  });
});
