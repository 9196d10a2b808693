import { describe, expect, it } from 'vitest';
import { checkUpload, formatSize, uploadRulesOf } from './upload-rules';

describe('uploadRulesOf', () => {
  it('falls back to .gif,.jpg,.jpeg,.png and 10 MB (spec §9)', () => {
    expect(uploadRulesOf(undefined, undefined)).toEqual({
      types: ['.gif', '.jpg', '.jpeg', '.png'],
      typesText: '.gif, .jpg, .jpeg, .png',
      maxMb: 10,
    });
    expect(uploadRulesOf('  ', 'abc').maxMb).toBe(10);
  });

  it('reads FILE_IMAGE_TYPE and FILE_IMAGE_MAX_SIZE, capped at the ceiling', () => {
    expect(uploadRulesOf('PNG, .JPG', '2')).toMatchObject({ types: ['.png', '.jpg'], maxMb: 2 });
    expect(uploadRulesOf('.png', '500').maxMb).toBe(20);
  });
});

describe('checkUpload', () => {
  const rules = uploadRulesOf('.png,.jpg', '1');

  it('passes an allowed name within the size (the server still checks the bytes)', () => {
    expect(checkUpload({ name: 'Photo.PNG', size: 1024 }, rules)).toBeNull();
  });

  it('refuses another name ending and a file over the size', () => {
    expect(checkUpload({ name: 'logo.svg', size: 10 }, rules)).toEqual({
      key: 'upload.typeInvalid',
      name: 'logo.svg',
    });
    expect(checkUpload({ name: 'big.jpg', size: 1024 * 1024 + 1 }, rules)).toEqual({
      key: 'upload.tooLarge',
      name: 'big.jpg',
    });
  });
});

describe('formatSize', () => {
  it('shows bytes, KB, MB and GB, one decimal at most', () => {
    expect(formatSize(812)).toBe('812 B');
    expect(formatSize(35 * 1024)).toBe('35 KB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatSize(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatSize(2048 * 1024 * 1024)).toBe('2 GB');
    expect(formatSize(1.25 * 1024 * 1024, { B: 'Б', KB: 'КБ', MB: 'МБ', GB: 'ГБ' })).toBe('1.3 МБ');
  });
});
