import { describe, expect, it } from 'vitest';
import { toBusinessInfoFormData } from './update-business-info';

const fields = { firstname: 'Ada', lastname: 'Lovelace', mobile: '', timezone: 'Europe/Oslo' };

describe('toBusinessInfoFormData', () => {
  it('leaves the password and the logo out unless given', () => {
    const form = toBusinessInfoFormData(fields);
    expect([...form.keys()]).toEqual(['firstname', 'lastname', 'mobile', 'timezone']);
  });

  it('sends the current password as current_password beside the new one', () => {
    const form = toBusinessInfoFormData({
      ...fields,
      password: 'a new secret',
      currentPassword: 'the old secret',
    });
    expect(form.get('password')).toBe('a new secret');
    expect(form.get('current_password')).toBe('the old secret');
  });

  it('sends the logo as the brand_logo file with its name', () => {
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const form = toBusinessInfoFormData({ ...fields, password: 'a new secret', brandLogo: logo });
    expect(form.get('password')).toBe('a new secret');
    const sent = form.get('brand_logo') as File;
    expect(sent.name).toBe('logo.png');
    expect(sent.type).toBe('image/png');
    expect(sent.size).toBe(4);
  });
});
