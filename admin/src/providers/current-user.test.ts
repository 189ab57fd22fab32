import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchCurrentUser = vi.fn();
vi.mock('../../../shared/account.ts', () => ({ fetchCurrentUser }));
const { currentUser } = await import('./current-user.ts');

describe('currentUser', () => {
  beforeEach(() => fetchCurrentUser.mockReset());

  it('gives asks made together one answer, and asks again once it is a few seconds old', async () => {
    fetchCurrentUser.mockResolvedValueOnce({ id: 1, role: 'ADMIN' }).mockResolvedValueOnce({ id: 1, role: 'USER' });
    const start = 1_000_000;
    const asks = [currentUser(start), currentUser(start + 10), currentUser(start + 4_000)];
    expect(await Promise.all(asks)).toEqual([1, 2, 3].map(() => ({ id: 1, role: 'ADMIN' })));
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(await currentUser(start + 6_000)).toEqual({ id: 1, role: 'USER' });
    expect(fetchCurrentUser).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed answer', async () => {
    fetchCurrentUser.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ id: 2, role: 'ADMIN' });
    const start = 2_000_000;
    await expect(currentUser(start)).rejects.toThrow('offline');
    expect(await currentUser(start + 1)).toEqual({ id: 2, role: 'ADMIN' });
  });
});
