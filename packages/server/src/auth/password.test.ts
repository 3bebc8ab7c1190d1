import { hashPassword, verifyPassword } from './password';

describe('scrypt passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('demo1234');
    await expect(verifyPassword('demo1234', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo12345', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a stored value of another scheme', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', '')).resolves.toBe(false);
  });
});
